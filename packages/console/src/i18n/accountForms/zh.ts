/**
 * The console's Chinese strings (namespace `console`) of the forms about one's account that the
 * sign-in page shows only a step further — the phone form, the department and role to choose, the
 * new password — and that the signed-in pages share (the phone check, switching department). See
 * `registerAccountFormStrings` (index.ts) for when they are added.
 */
export const zh = {
  login: {
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    smsCode: '验证码',
    smsCodePlaceholder: '请输入 6 位短信验证码',
    sendCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    codeSent: '验证码已发送，5 分钟内有效',
    smsCodeRequired: '请输入短信验证码',
    smsCodeFormat: '短信验证码为 6 位数字',
    choose: {
      heading: '选择部门和角色',
      lead: '{{name}}，您属于多个部门或拥有多个角色，请选择本次登录使用的部门和角色。',
      back: '返回重新登录',
    },
  },
  // SPEC §5 "Phone check": the sign-in page's phone tab and the signed-in pages' forms.
  phone: {
    empty: '手机号码不能为空',
    length: '手机号码长度不为11位',
    format: '手机号码格式不正确',
  },
  switchDept: {
    title: '切换部门',
    deptId: '部门',
    roleId: '角色',
    deptPlaceholder: '请选择部门',
    rolePlaceholder: '请选择角色',
    ok: '确定',
    cancel: '取消',
    done: '切换成功',
    rules: { deptId: '请选择部门', roleId: '请选择角色' },
  },
  changePassword: {
    lead: '当前账号使用的是初始密码。为了账号安全，请先设置一个新密码，再进入系统。',
    oldPassword: '原密码',
    newPassword: '新密码',
    newPassword1: '确认新密码',
    submit: '保存并进入系统',
    signOut: '退出登录',
    rules: {
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      newPassword1: '请再次输入新密码',
      mismatch: '两次输入的密码不一致',
      sameAsOld: '新密码不能与原密码相同',
    },
  },
};
