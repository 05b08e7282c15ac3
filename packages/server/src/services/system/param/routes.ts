import { requiredText, text } from '../../../crud/fields';
import { CrudModel } from '../../../crud/model';
import { registerCrudRoutes } from '../../../crud/routes';
import { uniqueWithinScope } from '../../../crud/unique';
import { bladeParam } from '../../../db/schema';
import type { ServicePlugin } from '../../../http/schemas';

/** System parameters (SPEC §3, §5): name, key and value are required; keys are unique per tenant. */
export const paramModel = new CrudModel({
  table: bladeParam,
  label: '参数',
  fields: {
    paramName: requiredText(255),
    paramKey: requiredText(255),
    paramValue: requiredText(65_535),
    remark: text(255),
  },
  required: ['paramName', 'paramKey', 'paramValue'],
  filters: ['paramName', 'paramKey', 'paramValue', 'remark', 'createTime', 'updateTime'],
  beforeWrite: uniqueWithinScope(['paramKey'], '当前参数键已存在'),
});

/** `/api/blade-system/param`: list, detail, submit, remove (administrators). */
export const paramRoutes: ServicePlugin = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx.db, paramModel, { tag: 'param' });
};
