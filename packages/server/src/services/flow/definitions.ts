import { type Localized, type Message, verbatim } from '@blade-console/blade-schema';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { nextId } from '../../db/ids';
import { bladeDict, flowDefinition, flowDeployment } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { localized, type MessageKey, msg } from '../../i18n';
import { elementLabel, inspectModel, type ModelExpression } from './engine';
import { expressionProblem, isExpression } from './expressions';

const ATTRIBUTE_NAMES: Record<ModelExpression['attribute'], MessageKey> = {
  condition: 'flow.attrCondition',
  assignee: 'flow.attrAssignee',
  candidateUsers: 'flow.attrCandidateUsers',
  candidateGroups: 'flow.attrCandidateGroups',
};

/**
 * What is wrong with one expression of a model, or undefined. A condition must be a `${...}`
 * expression: plain text would be taken as always true (Flowable refuses it too).
 */
function expressionFault({ attribute, text }: ModelExpression): Message | string | undefined {
  if (attribute === 'condition' && !isExpression(text)) return msg('flow.conditionNotExpression');
  return isExpression(text) ? expressionProblem(text) : undefined;
}

/**
 * The executable processes of `xml`, or HTTP 400 naming what is wrong: XML that does not parse, BPMN
 * without an executable process, or a condition/assignee/candidate expression that cannot be
 * evaluated (named by its element, so it is refused here and not when an instance reaches it).
 * `field` is the name of the input as the caller knows it.
 */
export async function validateBpmn(xml: string, field: Localized): Promise<{ id: string; name: string }[]> {
  if (!xml.trim()) throw badRequest(msg('flow.bpmnEmpty', { field }));
  let model: Awaited<ReturnType<typeof inspectModel>>;
  try {
    model = await inspectModel(xml);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw badRequest(msg('flow.bpmnInvalid', { field, reason }));
  }
  if (model.processes.length === 0) throw badRequest(msg('flow.bpmnNotExecutable', { field }));
  for (const expression of model.expressions) {
    const fault = expressionFault(expression);
    if (fault) {
      const where = elementLabel(expression.elementId, expression.elementName);
      throw badRequest(
        msg('flow.bpmnBadExpression', {
          field,
          element: where,
          attribute: localized(msg(ATTRIBUTE_NAMES[expression.attribute])),
          text: expression.text,
          fault: typeof fault === 'string' ? fault : localized(fault),
        }),
      );
    }
  }
  return model.processes;
}

export interface DeployInput {
  tenantId: string;
  name: string;
  category: string | null;
  resourceName: string;
  xml: string;
}

/**
 * Deploys one BPMN resource for one tenant: a deployment and a new version of each process in it.
 * Deployments wait for each other (a lock held to the end of the caller's transaction), so two at once
 * of one key get successive versions instead of the same one (which the unique index would refuse).
 * One lock for every deployment: they are rare, and locks per key taken in different orders by two
 * multi-process deployments could deadlock.
 */
export async function deploy(tx: DbOrTx, input: DeployInput): Promise<string[]> {
  const processes = await validateBpmn(input.xml, verbatim(input.resourceName));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('flow_definition:deploy'))`);
  const deploymentId = nextId();
  const now = new Date();
  await tx.insert(flowDeployment).values({
    id: deploymentId,
    tenantId: input.tenantId,
    name: input.name,
    category: input.category,
    deploymentTime: now,
  });
  const ids: string[] = [];
  for (const process of processes) {
    const [latest] = await tx
      .select({ version: max(flowDefinition.version) })
      .from(flowDefinition)
      .where(and(eq(flowDefinition.tenantId, input.tenantId), eq(flowDefinition.key, process.id)));
    const version = (latest?.version ?? 0) + 1;
    const id = `${process.id}:${version}:${deploymentId}`;
    await tx.insert(flowDefinition).values({
      id,
      tenantId: input.tenantId,
      deploymentId,
      key: process.id,
      name: process.name,
      category: input.category,
      version,
      resourceName: input.resourceName,
      xml: input.xml,
      deploymentTime: now,
    });
    ids.push(id);
  }
  return ids;
}

/** The latest version of each process key of a tenant (any state). */
export async function latestDefinitions(db: DbOrTx, tenantId: string) {
  const rows = await db
    .select()
    .from(flowDefinition)
    .where(eq(flowDefinition.tenantId, tenantId))
    .orderBy(flowDefinition.key, desc(flowDefinition.version));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.key)) latest.set(row.key, row);
  return [...latest.values()];
}

/** `flow_<dictKey>` → the `flow` dictionary's name for it (SPEC §3 flow routes). */
export async function categoryNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ dictKey: bladeDict.dictKey, dictValue: bladeDict.dictValue })
    .from(bladeDict)
    .where(and(eq(bladeDict.code, 'flow'), eq(bladeDict.isDeleted, 0)));
  return new Map(rows.filter((r) => r.dictKey !== '-1').map((r) => [`flow_${r.dictKey}`, r.dictValue]));
}
