import { NOTICE_DEMO_CODE, NOTICE_DEMO_MODEL, NOTICE_DEMO_PROTOTYPES } from '@blade-console/blade-schema';
import type { MockRow } from './respond';
import { CREATED, rows } from './seed-rows';

/** The develop area's data source and code-generation demo, and one row of each of the three logs. */
export function developSeed(): Record<string, MockRow[]> {
  return {
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
  };
}
