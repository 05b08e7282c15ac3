import { carouselResource } from '@blade-console/blade-schema';
import { tableFor } from '../../crud/resource';

/** The public website's content (SPEC §1 网站管理); each table is derived from its definition. */
export const bladeCarousel = tableFor(carouselResource);
