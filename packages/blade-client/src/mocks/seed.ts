import {
  DEMO_ROWS,
  DICTS,
  MENU_ID_BASE,
  menuRows,
  NOTICE_DEMO_CODE,
  NOTICE_DEMO_MODEL,
  NOTICE_DEMO_PROTOTYPES,
} from '@blade-console/blade-schema';
import type { MockRow } from './respond';
import { orderRegionRows, orderRows } from './seed-website';

/**
 * Seed data resembling blade-api.md §7: tenant 000000, the admin user, two roles, three departments, the
 * posts, params, dictionaries, a menu tree with `<page>_add|_edit|_delete|_view` buttons for every console
 * area, and a little demo content for each website and workflow table.
 */

export const ADMIN_ID = '1123598821738675201';
export const ADMIN_ROLE_ID = '1123598816738675201';
export const USER_ROLE_ID = '1123598816738675202';
export const ROOT_DEPT_ID = '1123598813738675201';
const CREATED = '2024-01-01 08:00:00';

const audit = {
  createUser: ADMIN_ID,
  createDept: ROOT_DEPT_ID,
  createTime: CREATED,
  updateUser: ADMIN_ID,
  updateTime: CREATED,
  status: 1,
  isDeleted: 0,
};

function rows(prefix: string, items: ReadonlyArray<Record<string, unknown>>, withAudit = true): MockRow[] {
  return items.map((item, index) => ({
    ...(withAudit ? audit : {}),
    id: `${prefix}${String(index + 1).padStart(3, '0')}`,
    ...item,
  }));
}

/** The menu tree the server seeds (blade-schema), with the same ids. */
function seedMenus(): MockRow[] {
  const idOf = (index: number) => String(BigInt(MENU_ID_BASE) + BigInt(index));
  return menuRows().map(({ index, parentIndex, ...row }) => ({
    ...row,
    id: idOf(index),
    parentId: parentIndex < 0 ? '0' : idOf(parentIndex),
    remark: '',
    isDeleted: 0,
  }));
}

function seedDicts(prefix: string): MockRow[] {
  const result: MockRow[] = [];
  DICTS.forEach(({ code, name, items }, dictIndex) => {
    const parentId = `${prefix}${dictIndex + 1}00`;
    result.push({
      id: parentId,
      parentId: '0',
      code,
      dictKey: '-1',
      dictValue: name,
      sort: dictIndex + 1,
      isSealed: 0,
      remark: '',
      isDeleted: 0,
    });
    items.forEach(([key, value, remark], itemIndex) => {
      result.push({
        id: `${parentId}${itemIndex + 1}`,
        parentId,
        code,
        dictKey: key,
        dictValue: value,
        sort: itemIndex + 1,
        isSealed: 0,
        remark: remark ?? '',
        isDeleted: 0,
      });
    });
  });
  return result;
}

/** Builds fresh seed tables (callers may mutate them). */
export function createSeed(): Record<string, MockRow[]> {
  const menus = seedMenus();
  return {
    tenant: rows('1001', [
      {
        tenantId: '000000',
        tenantName: '管理组',
        domain: '',
        linkman: 'admin',
        contactNumber: '666666',
        address: '管理组',
        accountNumber: -1,
        expireTime: '',
        datasourceId: '',
        packageId: '',
      },
    ]),
    tenantPackage: rows('1002', [
      {
        packageName: '基础套餐',
        menuId: menus
          .filter((m) => m.category === 1)
          .map((m) => m.id)
          .join(','),
        remark: '全部菜单',
      },
    ]),
    client: rows('1003', [
      {
        clientId: 'sword',
        clientSecret: 'sword_secret',
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
      {
        clientId: 'saber',
        clientSecret: 'saber_secret',
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      },
    ]),
    user: [
      {
        ...audit,
        id: ADMIN_ID,
        tenantId: '000000',
        code: '',
        account: 'admin',
        name: '管理员',
        realName: '管理员',
        avatar: '',
        email: 'admin@bladex.vip',
        phone: '13888888888',
        birthday: '2018-08-08 00:00:00',
        sex: 1,
        sexName: '男',
        roleId: ADMIN_ROLE_ID,
        roleName: 'administrator',
        deptId: ROOT_DEPT_ID,
        deptName: '布雷德科技',
        postId: '1123598817738675201',
        postName: 'ceo',
        userType: 1,
      },
      {
        ...audit,
        id: '1123598821738675202',
        tenantId: '000000',
        code: '',
        account: 'user',
        name: '用户',
        realName: '用户',
        avatar: '',
        email: 'user@bladex.vip',
        phone: '13666666666',
        sex: 2,
        sexName: '女',
        roleId: USER_ROLE_ID,
        roleName: 'user',
        deptId: '1123598813738675202',
        deptName: '常州布雷德',
        postId: '1123598817738675208',
        postName: 'staff',
        userType: 1,
      },
    ],
    role: [
      {
        id: ADMIN_ROLE_ID,
        tenantId: '000000',
        parentId: '0',
        roleName: '超级管理员',
        roleAlias: 'administrator',
        sort: 1,
        isDeleted: 0,
      },
      {
        id: USER_ROLE_ID,
        tenantId: '000000',
        parentId: '0',
        roleName: '用户',
        roleAlias: 'user',
        sort: 2,
        isDeleted: 0,
      },
    ],
    dept: [
      {
        id: ROOT_DEPT_ID,
        tenantId: '000000',
        parentId: '0',
        ancestors: '0',
        deptName: '布雷德科技',
        fullName: '江苏布雷德科技有限公司',
        sort: 1,
        remark: '',
        isDeleted: 0,
      },
      {
        id: '1123598813738675202',
        tenantId: '000000',
        parentId: ROOT_DEPT_ID,
        ancestors: `0,${ROOT_DEPT_ID}`,
        deptName: '常州布雷德',
        fullName: '常州布雷德科技有限公司',
        sort: 1,
        remark: '',
        isDeleted: 0,
      },
      {
        id: '1123598813738675203',
        tenantId: '000000',
        parentId: ROOT_DEPT_ID,
        ancestors: `0,${ROOT_DEPT_ID}`,
        deptName: '苏州布雷德',
        fullName: '苏州布雷德科技有限公司',
        sort: 2,
        remark: '',
        isDeleted: 0,
      },
    ],
    post: (
      [
        'ceo:首席执行官:1',
        'coo:首席运营官:1',
        'cfo:首席财务官:1',
        'cto:首席技术官:1',
        'cio:首席信息官:1',
        'pm:技术经理:2',
        'hrm:人力经理:2',
        'staff:普通员工:3',
      ] as const
    ).map((entry, index) => {
      const [postCode, postName, category] = entry.split(':');
      return {
        ...audit,
        id: `112359881773867520${index + 1}`,
        tenantId: '000000',
        category: Number(category),
        postCode,
        postName,
        sort: index + 1,
        remark: '',
      };
    }),
    param: rows('1004', [
      {
        paramName: '是否开启注册功能',
        paramKey: 'account.registerUser',
        paramValue: 'true',
        remark: '开启注册',
      },
      {
        paramName: '账号初始密码',
        paramKey: 'account.initPassword',
        paramValue: '123456',
        remark: '初始密码',
      },
    ]),
    menu: menus,
    topMenu: rows('1005', [
      {
        tenantId: '000000',
        code: 'workbench',
        name: '工作台',
        source: 'iconfont icon-home',
        path: '/desk',
        sort: 1,
      },
    ]),
    topMenuSetting: [],
    dict: seedDicts('1006'),
    dictBiz: rows('1007', [
      {
        parentId: '0',
        code: 'order_status',
        dictKey: '-1',
        dictValue: '订单状态',
        sort: 1,
        isSealed: 0,
        remark: '',
      },
    ]).concat(
      ['新建', '已确认', '运输中', '已签收', '已取消'].map((dictValue, index) => ({
        ...audit,
        id: `1007100${index}`,
        parentId: '1007001',
        code: 'order_status',
        dictKey: String(index),
        dictValue,
        sort: index + 1,
        isSealed: 0,
        remark: '',
      })),
    ),
    region: [
      {
        id: '00',
        code: '00',
        parentCode: '0',
        parentId: '0',
        ancestors: '0',
        name: '中华人民共和国',
        level: 0,
        sort: 1,
      },
      {
        id: '11',
        code: '11',
        parentCode: '00',
        parentId: '00',
        ancestors: '0,00',
        name: '北京市',
        provinceCode: '11',
        provinceName: '北京市',
        level: 1,
        sort: 1,
      },
      {
        id: '32',
        code: '32',
        parentCode: '00',
        parentId: '00',
        ancestors: '0,00',
        name: '江苏省',
        provinceCode: '32',
        provinceName: '江苏省',
        level: 1,
        sort: 2,
      },
      {
        id: '3204',
        code: '3204',
        parentCode: '32',
        parentId: '32',
        ancestors: '0,00,32',
        name: '常州市',
        provinceCode: '32',
        provinceName: '江苏省',
        cityCode: '3204',
        cityName: '常州市',
        level: 2,
        sort: 1,
      },
      {
        id: '3205',
        code: '3205',
        parentCode: '32',
        parentId: '32',
        ancestors: '0,00,32',
        name: '苏州市',
        provinceCode: '32',
        provinceName: '江苏省',
        cityCode: '3205',
        cityName: '苏州市',
        level: 2,
        sort: 2,
      },
      ...orderRegionRows(),
    ],
    dataScope: rows('1008', [
      {
        menuId: menus.find((m) => m.code === 'notice')?.id ?? '',
        resourceCode: 'notice',
        scopeName: '通知公告本人可见',
        scopeField: 'create_user',
        scopeClass: 'org.springblade.desk.mapper.NoticeMapper.selectNoticePage',
        scopeColumn: '*',
        scopeType: 2,
        scopeTypeName: '本人可见',
        scopeValue: '',
        remark: '',
      },
    ]),
    apiScope: rows('1009', [
      {
        menuId: menus.find((m) => m.code === 'notice')?.id ?? '',
        resourceCode: 'notice',
        scopeName: '通知公告接口',
        scopePath: '/blade-desk/notice/**',
        scopeType: 1,
        scopeTypeName: '系统接口',
        remark: '',
      },
    ]),
    notice: rows('1010', [
      {
        tenantId: '000000',
        title: '测试公告',
        category: 1,
        categoryName: '发布通知',
        releaseTime: '2024-01-01 10:00:00',
        content: '222',
      },
      {
        tenantId: '000000',
        title: '测试公告2',
        category: 2,
        categoryName: '批转通知',
        releaseTime: '2024-01-02 10:00:00',
        content: '333',
      },
      {
        tenantId: '000000',
        title: '测试公告3',
        category: 3,
        categoryName: '转发通知',
        releaseTime: '2024-01-03 10:00:00',
        content: '444',
      },
    ]),
    oss: rows('1011', [
      {
        tenantId: '000000',
        ossCode: 'minio',
        category: 1,
        categoryName: 'minio',
        endpoint: 'http://127.0.0.1:9000',
        accessKey: 'minioadmin',
        secretKey: 'minioadmin',
        bucketName: 'blade',
        remark: '',
        status: 2,
      },
    ]),
    sms: rows('1012', [
      {
        tenantId: '000000',
        smsCode: 'aliyun',
        templateId: 'SMS_0001',
        category: 3,
        categoryName: '阿里云',
        accessKey: 'key',
        secretKey: 'secret',
        regionId: 'cn-hangzhou',
        signName: '布雷德',
        remark: '',
        status: 1,
      },
    ]),
    attach: rows('1013', [
      {
        tenantId: '000000',
        link: 'http://127.0.0.1:9000/blade/logo.png',
        domainUrl: 'http://127.0.0.1:9000',
        name: 'upload/logo.png',
        originalName: 'logo.png',
        extension: 'png',
        attachSize: 2048,
      },
    ]),
    // Declared resources' demo rows, as the server seeds them.
    ...Object.fromEntries(Object.entries(DEMO_ROWS).map(([name, demo], i) => [name, rows(`30${i}`, demo)])),
    // The website's content is the demo rows above, as the server seeds it.
    // 11 rows: SPEC §9 "the mock pagination total is 11".
    order: orderRows(audit),
    datasource: rows('1023', [
      {
        name: 'mysql',
        driverClass: 'com.mysql.cj.jdbc.Driver',
        url: 'jdbc:mysql://localhost:3306/bladex',
        username: 'root',
        password: 'root',
        remark: 'mysql',
      },
    ]),
    // Blade's code-generation demo, as the server seeds it (blade-schema `NOTICE_DEMO_*`).
    model: rows('1024', [NOTICE_DEMO_MODEL]),
    modelPrototype: rows(
      '1025',
      NOTICE_DEMO_PROTOTYPES.map((prototype) => ({ ...prototype, modelId: '1024001' })),
    ),
    code: rows('1026', [{ ...NOTICE_DEMO_CODE, modelId: '1024001', baseMode: 1, wrapMode: 1 }]),
    logUsual: rows(
      '1027',
      [
        {
          serviceId: 'blade-desk',
          serverHost: 'localhost',
          serverIp: '127.0.0.1',
          env: 'dev',
          method: 'GET',
          requestUri: '/notice/list',
          logLevel: 'INFO',
          logId: '1',
          logData: 'demo',
          createBy: 'admin',
          createTime: CREATED,
        },
      ],
      false,
    ),
    logApi: rows(
      '1028',
      [
        {
          serviceId: 'blade-system',
          serverHost: 'localhost',
          serverIp: '127.0.0.1',
          env: 'dev',
          method: 'GET',
          requestUri: '/param/list',
          type: '1',
          title: '参数列表',
          time: '12',
          createBy: 'admin',
          createTime: CREATED,
        },
      ],
      false,
    ),
    logError: rows(
      '1029',
      [
        {
          serviceId: 'blade-system',
          serverHost: 'localhost',
          serverIp: '127.0.0.1',
          env: 'dev',
          method: 'POST',
          requestUri: '/user/submit',
          exceptionName: 'java.lang.NullPointerException',
          message: 'demo',
          stackTrace: 'at demo',
          lineNumber: 1,
          fileName: 'UserController.java',
          createBy: 'admin',
          createTime: CREATED,
        },
      ],
      false,
    ),
    flowModel: rows(
      '1030',
      [
        {
          modelKey: 'Leave',
          name: '请假流程',
          description: '请假审批',
          version: 1,
          created: CREATED,
          lastUpdated: CREATED,
          tenantId: '000000',
        },
      ],
      false,
    ),
    flowDefinition: [
      {
        id: 'Leave:1:1',
        tenantId: '000000',
        name: '请假流程',
        key: 'Leave',
        category: 'flow_1',
        categoryName: '请假流程',
        version: 1,
        deploymentId: '1',
        resourceName: 'Leave.bpmn20.xml',
        suspensionState: 1,
        deploymentTime: CREATED,
      },
    ],
    flowInstance: [
      {
        id: 'pi-1',
        processInstanceId: 'pi-1',
        processDefinitionId: 'Leave:1:1',
        processDefinitionKey: 'Leave',
        processDefinitionName: '请假流程',
        processDefinitionVersion: 1,
        businessKey: 'blade_process_leave:1031001',
        startUser: 'admin',
        startTime: CREATED,
        status: 'unfinished',
        suspensionState: 1,
        days: 3,
      },
    ],
    flowTask: [
      {
        id: 'task-1',
        taskId: 'task-1',
        taskName: '部门经理审批',
        taskDefinitionKey: 'managerApproval',
        assignee: 'admin',
        assigneeName: '管理员',
        category: 'flow_1',
        categoryName: '请假流程',
        createTime: CREATED,
        processInstanceId: 'pi-1',
        processDefinitionId: 'Leave:1:1',
        processDefinitionKey: 'Leave',
        processDefinitionName: '请假流程',
        processDefinitionVersion: 1,
        processIsFinished: 'unfinished',
        businessTable: 'blade_process_leave',
        businessId: '1031001',
        status: 'todo',
      },
    ],
    leave: rows('1031', [
      {
        processDefinitionId: 'Leave:1:1',
        processInstanceId: 'pi-1',
        startTime: '2024-05-01 09:00:00',
        endTime: '2024-05-03 18:00:00',
        reason: '休假',
        taskUser: 'admin',
      },
    ]),
  };
}
