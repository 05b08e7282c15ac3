/**
 * The public website's view of each content row (carousel slide, service, news summary, milestone,
 * activity, contact): its public fields only, as the server answers them and the mocks copy them.
 * The two sides store values differently — the server's rows hold bigint ids, Dates and HTML to
 * sanitise, the mocks' hold strings — so each passes how it reads those.
 */
export interface SiteValueReaders {
  id(value: unknown): string;
  date(value: unknown): string;
  richText(value: unknown): string;
}

type Row = Record<string, unknown>;

/** Text of a stored value, '' when absent. */
export const siteText = (value: unknown): string => (value == null ? '' : String(value));

/** A number of a stored value, `fallback` when absent. */
const siteNumber =
  (fallback?: number) =>
  (value: unknown): number =>
    Number(value ?? fallback);

type Reader = (value: unknown) => unknown;

/** A view that keeps the row's id and reads each named field with its reader, in that order. */
function viewOf<R extends Record<string, Reader>>(id: SiteValueReaders['id'], readers: R) {
  return (row: Row) =>
    ({
      id: id(row.id),
      ...Object.fromEntries(Object.entries(readers).map(([field, read]) => [field, read(row[field])])),
    }) as { id: string } & { [K in keyof R]: ReturnType<R[K]> };
}

export function siteViews({ id, date, richText }: SiteValueReaders) {
  const text = siteText;
  return {
    slide: viewOf(id, { title: text, imageUrl: text, linkUrl: text }),
    service: viewOf(id, { name: text, icon: text, summary: text, content: richText }),
    newsSummary: viewOf(id, {
      title: text,
      category: siteNumber(1),
      cover: text,
      summary: text,
      author: text,
      publishTime: date,
    }),
    milestone: viewOf(id, { year: siteNumber(), title: text, content: text, image: text }),
    activity: viewOf(id, {
      title: text,
      cover: text,
      activityDate: date,
      location: text,
      summary: text,
      content: richText,
    }),
    contact: viewOf(id, {
      name: text,
      type: siteNumber(1),
      phone: text,
      email: text,
      address: text,
      workHours: text,
    }),
  };
}
