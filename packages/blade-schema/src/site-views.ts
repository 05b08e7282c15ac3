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

export function siteViews({ id, date, richText }: SiteValueReaders) {
  const text = siteText;
  return {
    slide: (row: Row) => ({
      id: id(row.id),
      title: text(row.title),
      imageUrl: text(row.imageUrl),
      linkUrl: text(row.linkUrl),
    }),
    service: (row: Row) => ({
      id: id(row.id),
      name: text(row.name),
      icon: text(row.icon),
      summary: text(row.summary),
      content: richText(row.content),
    }),
    newsSummary: (row: Row) => ({
      id: id(row.id),
      title: text(row.title),
      category: Number(row.category ?? 1),
      cover: text(row.cover),
      summary: text(row.summary),
      author: text(row.author),
      publishTime: date(row.publishTime),
    }),
    milestone: (row: Row) => ({
      id: id(row.id),
      year: Number(row.year),
      title: text(row.title),
      content: text(row.content),
      image: text(row.image),
    }),
    activity: (row: Row) => ({
      id: id(row.id),
      title: text(row.title),
      cover: text(row.cover),
      activityDate: date(row.activityDate),
      location: text(row.location),
      summary: text(row.summary),
      content: richText(row.content),
    }),
    contact: (row: Row) => ({
      id: id(row.id),
      name: text(row.name),
      type: Number(row.type ?? 1),
      phone: text(row.phone),
      email: text(row.email),
      address: text(row.address),
      workHours: text(row.workHours),
    }),
  };
}
