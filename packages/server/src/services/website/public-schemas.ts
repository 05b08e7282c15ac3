import { Type } from 'typebox';

/*
 * Response schemas of the public reads (types in blade-client `types/site.ts`). Each lists exactly
 * the public fields: the serialiser drops anything else, so a column added to a table later cannot
 * leak to visitors by accident.
 */

const slide = Type.Object({
  id: Type.String(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkUrl: Type.String(),
});

const service = Type.Object({
  id: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  summary: Type.String(),
  content: Type.String(),
});

const newsSummaryFields = {
  id: Type.String(),
  title: Type.String(),
  category: Type.Integer(),
  cover: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  publishTime: Type.String(),
};
const newsSummary = Type.Object(newsSummaryFields);

export const newsArticle = Type.Object({
  ...newsSummaryFields,
  lang: Type.String(),
  content: Type.String(),
});

const milestone = Type.Object({
  id: Type.String(),
  year: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  image: Type.String(),
});

const activity = Type.Object({
  id: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  activityDate: Type.String(),
  location: Type.String(),
  summary: Type.String(),
  content: Type.String(),
});

const contact = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.Integer(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  workHours: Type.String(),
});

export const homeData = Type.Object({
  slides: Type.Array(slide),
  services: Type.Array(service),
  news: Type.Array(newsSummary),
  milestones: Type.Array(milestone),
  contacts: Type.Array(contact),
});

export const newsPage = Type.Object({
  records: Type.Array(newsSummary),
  total: Type.Integer(),
  size: Type.Integer(),
  current: Type.Integer(),
  pages: Type.Integer(),
});

export const servicesData = Type.Array(service);

export const aboutData = Type.Object({
  milestones: Type.Array(milestone),
  activities: Type.Array(activity),
  contacts: Type.Array(contact),
});

export const regionsData = Type.Array(
  Type.Object({ code: Type.String(), name: Type.String(), hasChildren: Type.Boolean() }),
);

/** `lang`: the content language, zh (default) or en. An `enum`: Ajv's message lists the two. */
export const langQuery = Type.Optional(Type.Unsafe<'zh' | 'en'>({ type: 'string', enum: ['zh', 'en'] }));
