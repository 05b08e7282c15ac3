/**
 * A sequence flow taken when the UEL `expression` (without its `${…}`) holds, written as Flowable's
 * modeler writes it: the condition in CDATA on a line of its own.
 */
export function conditionalFlow(
  id: string,
  name: string,
  from: string,
  to: string,
  expression: string,
): string {
  return `<sequenceFlow id="${id}" name="${name}" sourceRef="${from}" targetRef="${to}">
      ${conditionExpression(`\${${expression}}`)}
    </sequenceFlow>`;
}

/** A `<conditionExpression>` of `expression` (a whole UEL text, `${…}` included) in CDATA. */
export function conditionExpression(expression: string): string {
  return `<conditionExpression xsi:type="tFormalExpression"><![CDATA[${expression}]]></conditionExpression>`;
}

/**
 * The demo leave process (deployed on first start, category `flow_1` of the `flow` dictionary): the
 * department manager (role alias `manager`) approves; more than 3 days also needs HR (role alias
 * `hr`); a rejection ends it. Written as BladeX users write models, in the Flowable namespace.
 * Every label has its own bounds, placed where no arrow runs: by default bpmn-js puts an event's or
 * gateway's label under it and a flow's on its middle, where the rejection arrows cross them.
 */
export const LEAVE_PROCESS_KEY = 'Leave';
export const LEAVE_PROCESS_XML = `
<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:omgdc="http://www.omg.org/spec/DD/20100524/DC" xmlns:omgdi="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="http://www.flowable.org/processdef">
  <process id="Leave" name="请假流程" isExecutable="true">
    <startEvent id="start" name="开始" flowable:initiator="applyUser" flowable:formKey="leave" />
    <userTask id="managerApprove" name="部门经理审批" flowable:candidateGroups="manager" />
    <exclusiveGateway id="managerDecision" name="经理决定" />
    <exclusiveGateway id="daysDecision" name="天数判断" />
    <userTask id="hrApprove" name="人事审批" flowable:candidateGroups="hr" />
    <exclusiveGateway id="hrDecision" name="人事决定" />
    <endEvent id="end" name="结束" />
    <sequenceFlow id="toManager" sourceRef="start" targetRef="managerApprove" />
    <sequenceFlow id="toManagerDecision" sourceRef="managerApprove" targetRef="managerDecision" />
    ${conditionalFlow('managerPass', '同意', 'managerDecision', 'daysDecision', 'pass')}
    ${conditionalFlow('managerReject', '驳回', 'managerDecision', 'end', '!pass')}
    ${conditionalFlow('longLeave', '大于3天', 'daysDecision', 'hrApprove', 'days > 3')}
    ${conditionalFlow('shortLeave', '不超过3天', 'daysDecision', 'end', 'days <= 3')}
    <sequenceFlow id="toHrDecision" sourceRef="hrApprove" targetRef="hrDecision" />
    ${conditionalFlow('hrPass', '同意', 'hrDecision', 'end', 'pass')}
    ${conditionalFlow('hrReject', '驳回', 'hrDecision', 'end', '!pass')}
  </process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_Leave">
    <bpmndi:BPMNPlane id="BPMNPlane_Leave" bpmnElement="Leave">
      <bpmndi:BPMNShape id="BPMNShape_start" bpmnElement="start"><omgdc:Bounds x="100" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_managerApprove" bpmnElement="managerApprove"><omgdc:Bounds x="190" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_managerDecision" bpmnElement="managerDecision"><omgdc:Bounds x="340" y="175" width="50" height="50" /><bpmndi:BPMNLabel><omgdc:Bounds x="340" y="150" width="50" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_daysDecision" bpmnElement="daysDecision"><omgdc:Bounds x="440" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_hrApprove" bpmnElement="hrApprove"><omgdc:Bounds x="540" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_hrDecision" bpmnElement="hrDecision"><omgdc:Bounds x="690" y="175" width="50" height="50" /><bpmndi:BPMNLabel><omgdc:Bounds x="690" y="150" width="50" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="BPMNShape_end" bpmnElement="end"><omgdc:Bounds x="797" y="182" width="36" height="36" /><bpmndi:BPMNLabel><omgdc:Bounds x="841" y="193" width="30" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="BPMNEdge_toManager" bpmnElement="toManager"><omgdi:waypoint x="136" y="200" /><omgdi:waypoint x="190" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_toManagerDecision" bpmnElement="toManagerDecision"><omgdi:waypoint x="290" y="200" /><omgdi:waypoint x="340" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_managerPass" bpmnElement="managerPass"><omgdi:waypoint x="390" y="200" /><omgdi:waypoint x="440" y="200" /><bpmndi:BPMNLabel><omgdc:Bounds x="400" y="184" width="30" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_managerReject" bpmnElement="managerReject"><omgdi:waypoint x="365" y="225" /><omgdi:waypoint x="365" y="300" /><omgdi:waypoint x="815" y="300" /><omgdi:waypoint x="815" y="218" /><bpmndi:BPMNLabel><omgdc:Bounds x="575" y="304" width="30" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_longLeave" bpmnElement="longLeave"><omgdi:waypoint x="490" y="200" /><omgdi:waypoint x="540" y="200" /><bpmndi:BPMNLabel><omgdc:Bounds x="492" y="184" width="46" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_shortLeave" bpmnElement="shortLeave"><omgdi:waypoint x="465" y="175" /><omgdi:waypoint x="465" y="100" /><omgdi:waypoint x="815" y="100" /><omgdi:waypoint x="815" y="182" /><bpmndi:BPMNLabel><omgdc:Bounds x="610" y="84" width="60" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_toHrDecision" bpmnElement="toHrDecision"><omgdi:waypoint x="640" y="200" /><omgdi:waypoint x="690" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_hrPass" bpmnElement="hrPass"><omgdi:waypoint x="740" y="200" /><omgdi:waypoint x="797" y="200" /><bpmndi:BPMNLabel><omgdc:Bounds x="753" y="184" width="30" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="BPMNEdge_hrReject" bpmnElement="hrReject"><omgdi:waypoint x="715" y="225" /><omgdi:waypoint x="715" y="270" /><omgdi:waypoint x="805" y="270" /><omgdi:waypoint x="805" y="216" /><bpmndi:BPMNLabel><omgdc:Bounds x="745" y="274" width="30" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
