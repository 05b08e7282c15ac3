import type { BladeHttp } from '../core/http';
import { joinIds } from '../core/query';
import type { Filters, Id, Page } from '../types/envelope';
import type {
  ChangeStateInput,
  CompleteTaskInput,
  DeleteProcessInstanceInput,
  DeployModelInput,
  DeployUploadInput,
  FlowHistory,
  FlowModel,
  FlowModelView,
  FlowProcessDefinition,
  FlowProcessInstance,
  FlowTask,
  ModelViewInput,
} from '../types/flow';
import { crudResource, type ListParams, type MutationResult } from './crud';

const FLOW = '/blade-flow';

function pageOf<T>(http: BladeHttp, path: string) {
  return (params?: ListParams<Filters>) => http.get<Page<T>>(path, params);
}

/** `/blade-flow`: models, deployments, process tracking and the user's task lists. */
export function createFlowApi(http: BladeHttp) {
  return {
    model: {
      ...crudResource<FlowModel>(http, `${FLOW}/model`),
      deploy: (input: DeployModelInput) => http.postQuery<MutationResult>(`${FLOW}/model/deploy`, input),
    },
    manager: {
      list: pageOf<FlowProcessDefinition>(http, `${FLOW}/manager/list`),
      changeState: (input: ChangeStateInput) =>
        http.postQuery<MutationResult>(`${FLOW}/manager/change-state`, input),
      /** Deploys BPMN files (multipart `files`). */
      deployUpload: (input: DeployUploadInput) => {
        const form = new FormData();
        form.append('category', input.category);
        if (input.tenantIds) form.append('tenantIds', input.tenantIds);
        for (const file of input.files) form.append('files', file);
        return http.post<MutationResult>(`${FLOW}/manager/deploy-upload`, form);
      },
      deleteDeployment: (deploymentIds: Id | readonly Id[]) =>
        http.postQuery<MutationResult>(`${FLOW}/manager/delete-deployment`, {
          deploymentIds: joinIds(deploymentIds),
        }),
    },
    follow: {
      list: pageOf<FlowProcessInstance>(http, `${FLOW}/follow/list`),
      deleteProcessInstance: (input: DeleteProcessInstanceInput) =>
        http.postQuery<MutationResult>(`${FLOW}/follow/delete-process-instance`, input),
    },
    process: {
      /** BPMN XML plus the history nodes to colour, by instance or definition id. */
      modelView: (input: ModelViewInput) => http.get<FlowModelView>(`${FLOW}/process/model-view`, input),
      historyFlowList: (processInstanceId: string) =>
        http.get<FlowHistory[]>(`${FLOW}/process/history-flow-list`, { processInstanceId }),
    },
    work: {
      startList: pageOf<FlowTask>(http, `${FLOW}/work/start-list`),
      claimList: pageOf<FlowTask>(http, `${FLOW}/work/claim-list`),
      todoList: pageOf<FlowTask>(http, `${FLOW}/work/todo-list`),
      sendList: pageOf<FlowTask>(http, `${FLOW}/work/send-list`),
      doneList: pageOf<FlowTask>(http, `${FLOW}/work/done-list`),
      claimTask: (taskId: string) => http.postQuery<MutationResult>(`${FLOW}/work/claim-task`, { taskId }),
      completeTask: (input: CompleteTaskInput) =>
        http.post<MutationResult>(`${FLOW}/work/complete-task`, input),
    },
  };
}

export type FlowApi = ReturnType<typeof createFlowApi>;
