/**
 * The leave process of the mocks, shaped like the one the server deploys on first start: the
 * department manager (candidate group `manager`) approves; more than 3 days also needs HR (candidate
 * group `hr`). Flowable attributes, as BladeX models write them.
 */
export const LEAVE_PROCESS = {
  start: 'startEvent',
  manager: 'managerApproval',
  gateway: 'daysGateway',
  hr: 'hrApproval',
  end: 'endEvent',
  toManager: 'flowToManager',
  toGateway: 'flowToGateway',
  over3: 'flowOver3',
  within3: 'flowWithin3',
  hrToEnd: 'flowHrToEnd',
} as const;

export const LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef" id="Definitions_leave">
  <process id="Leave" name="请假流程" isExecutable="true">
    <startEvent id="startEvent" name="开始" flowable:initiator="applyUser"/>
    <sequenceFlow id="flowToManager" sourceRef="startEvent" targetRef="managerApproval"/>
    <userTask id="managerApproval" name="部门经理审批" flowable:candidateGroups="manager" flowable:formKey="leave"/>
    <sequenceFlow id="flowToGateway" sourceRef="managerApproval" targetRef="daysGateway"/>
    <exclusiveGateway id="daysGateway" name="请假天数"/>
    <sequenceFlow id="flowOver3" name="大于3天" sourceRef="daysGateway" targetRef="hrApproval"><conditionExpression xsi:type="tFormalExpression">\${pass &amp;&amp; days &gt; 3}</conditionExpression></sequenceFlow>
    <sequenceFlow id="flowWithin3" name="其他" sourceRef="daysGateway" targetRef="endEvent"><conditionExpression xsi:type="tFormalExpression">\${!pass || days &lt;= 3}</conditionExpression></sequenceFlow>
    <userTask id="hrApproval" name="人事审批" flowable:candidateGroups="hr" flowable:formKey="leave"/>
    <sequenceFlow id="flowHrToEnd" sourceRef="hrApproval" targetRef="endEvent"/>
    <endEvent id="endEvent" name="结束"/>
  </process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_leave" bpmnElement="Leave">
      <bpmndi:BPMNShape id="startEvent_di" bpmnElement="startEvent"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="managerApproval_di" bpmnElement="managerApproval"><dc:Bounds x="190" y="78" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="daysGateway_di" bpmnElement="daysGateway" isMarkerVisible="true"><dc:Bounds x="345" y="93" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApproval_di" bpmnElement="hrApproval"><dc:Bounds x="450" y="200" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="endEvent_di" bpmnElement="endEvent"><dc:Bounds x="602" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="flowToManager_di" bpmnElement="flowToManager"><di:waypoint x="136" y="118"/><di:waypoint x="190" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flowToGateway_di" bpmnElement="flowToGateway"><di:waypoint x="290" y="118"/><di:waypoint x="345" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flowOver3_di" bpmnElement="flowOver3"><di:waypoint x="370" y="143"/><di:waypoint x="370" y="240"/><di:waypoint x="450" y="240"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flowWithin3_di" bpmnElement="flowWithin3"><di:waypoint x="395" y="118"/><di:waypoint x="602" y="118"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flowHrToEnd_di" bpmnElement="flowHrToEnd"><di:waypoint x="550" y="240"/><di:waypoint x="620" y="240"/><di:waypoint x="620" y="136"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;
