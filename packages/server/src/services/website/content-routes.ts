import type { ServicePlugin } from '../../http/schemas';
import { addMessageRoutes, cooperationRoutes } from './cooperation';
import { sendMailRoutes } from './mail/routes';
import { newsRoutes } from './news';
import { makeOrderRoutes, orderRoutes } from './order';
import { orderDailyRoutes } from './order-daily';
import { reportRoutes } from './report';

/**
 * The website's staff services (news, orders, cooperation messages, reports, mail) and its two
 * public writes. A public route lives in a plugin of its own: the staff plugins' administrator
 * check is a hook of their scope, which must not reach a visitor's call.
 */
export const websiteContentRoutes: ServicePlugin = async (app, { ctx }) => {
  const plugins: [string, ServicePlugin][] = [
    ['/blade-news/news', newsRoutes],
    ['/blade-order/order', orderRoutes],
    ['/blade-order/order', makeOrderRoutes],
    ['/blade-order/order', orderDailyRoutes],
    ['/blade-cooperation/cooperationmessage', cooperationRoutes],
    ['/blade-cooperation/cooperationmessage', addMessageRoutes],
    ['/blade-report/report/rest', reportRoutes],
    ['', sendMailRoutes],
  ];
  for (const [prefix, plugin] of plugins) await app.register(plugin, { prefix, ctx });
};
