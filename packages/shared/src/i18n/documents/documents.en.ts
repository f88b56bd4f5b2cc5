/**
 * The words of the mails the server sends and of the PDFs it writes, in English. Read only by the server
 * (`@hrms/shared/i18n/documents`), never bundled with the web app; Hindi and Arabic beside it. Values go in
 * as {{placeholders}}; Arabic isolates each value so names, ids and dates keep their own direction.
 */
export const documentsEn = {
  mail: {
    dear: 'Dear {{name}},',
    hello: 'Hello {{name}},',
    signature: 'HRMS',
    resetCode: {
      subject: 'Your HRMS password reset code',
      code: 'Your one-time password is {{otp}}. It is valid for {{minutes}} minutes and can be used once.',
      ignore: 'If you did not ask to reset your password, ignore this message.',
    },
    welcome: {
      subject: 'Welcome to {{organization}}',
      withPassword: 'Your employee ID is {{employeeId}} and your one-time password is {{password}}.',
      changeIt: 'Please log in and change it using "Forgot Password".',
      employeeId: 'Your employee ID is {{employeeId}}.',
      setPassword:
        'To set your password, open the login page, choose "Forgot Password" and enter your employee ID; a one-time code will be mailed to you.',
    },
    timesheetReminder: {
      subject: 'Your timesheet for the week of {{from}} is not submitted',
      body: 'Your timesheet for {{from}} to {{to}} has not been submitted yet. Please fill it in and submit it under Time Sheet.',
    },
    passport: {
      subject: 'Your passport expires on {{date}}',
      body: 'Your passport on record expires on {{date}}. Please renew it and update your travel details.',
      hrSubject: "{{name}}'s passport expires on {{date}}",
      hrBody: 'The passport of {{name}} expires on {{date}}.',
    },
    digest: {
      subject: '{{count}} request(s) wait for your decision',
      intro: 'These requests wait for your decision:',
      line: '{{kind}}: {{count}}, the oldest waiting {{days}} day(s): {{link}}',
    },
    approvals: {
      filedTitle: 'New {{kind}} from {{name}}',
      filedBody: '{{name}} ({{employeeId}}) asks for your approval: {{details}}.',
      sentTitle: 'Your {{kind}} was sent for approval',
      sentBody: '{{details}}. You will hear when it is decided.',
      approvedTitle: 'Your {{kind}} was approved',
      rejectedTitle: 'Your {{kind}} was rejected',
      managerApprovedTitle: 'Your {{kind}} was approved (waiting for HR)',
      approvedBody: '{{decider}} approved your {{kind}} ({{details}}). Comments: {{comments}}',
      rejectedBody: '{{decider}} rejected your {{kind}} ({{details}}). Comments: {{comments}}',
      finalTitle: '{{kind}} from {{name}} waits for your final approval',
      finalBody: "{{decider}} approved {{name}}'s {{kind}} ({{details}}); it now needs your final approval.",
      cancelledTitle: '{{name}} cancelled a {{kind}}',
      cancelledBody: '{{name}} ({{employeeId}}) cancelled their {{kind}} ({{details}}).',
    },
    details: {
      leave: '{{type}}, {{dates}} ({{days}} days)',
      dateRange: '{{from}} to {{to}}',
      attendance: '{{type}} on {{date}}, {{in}} to {{out}} ({{hours}})',
      timesheet: 'the week {{from}} to {{to}} ({{hours}} hours)',
      resignation: 'resignation, last working day {{date}}',
      termination: 'termination, last working day {{date}}',
      // issue 33 point 9 (lang33): the other kinds' descriptions
      expense: '{{category}} {{amount}} on {{date}}',
      profile: '{{field}}: "{{old}}" → "{{new}}"',
      taxProof: '{{section}} for {{fy}}, {{file}}',
      shiftSwap: '{{date}}, with {{employeeId}}',
    },
    // issue 33 point 9 (lang33): a teammate's consent to a shift swap
    shiftSwap: {
      askTitle: '{{name}} asks to swap shifts with you',
      askBody:
        '{{name}} ({{employeeId}}) asks to swap their shift of {{date}} with yours. Accept or decline it on the shift swaps page; once you accept, it goes to their manager for approval.',
      askBodyReason:
        '{{name}} ({{employeeId}}) asks to swap their shift of {{date}} with yours: {{reason}}. Accept or decline it on the shift swaps page; once you accept, it goes to their manager for approval.',
      declinedTitle: '{{name}} declined your shift swap',
      declinedBody: '{{name}} ({{employeeId}}) declined to swap shifts with you on {{date}}.',
      declinedBodyComments: '{{name}} ({{employeeId}}) declined to swap shifts with you on {{date}}. Comments: {{comments}}',
      withdrawnTitle: '{{name}} withdrew a shift swap',
      withdrawnBody: '{{name}} ({{employeeId}}) withdrew their request to swap shifts with you on {{date}}.',
    },
    payslipPublished: {
      title: 'Your payslip for {{month}} is ready',
      body: 'Your payslip for {{month}} has been published. Open My Pay to see it and download the PDF.',
    },
    kinds: {
      leave: 'leave request',
      attendance: 'attendance request',
      timesheet: 'timesheet',
      expense: 'expense claim',
      exit: 'exit',
      profile: 'profile change request',
      taxProof: 'tax proof',
      shiftSwap: 'shift swap',
    },
    interview: {
      invitationSubject: 'Interview invitation: {{candidate}} ({{role}}) on {{when}}',
      rescheduledSubject: 'Interview rescheduled: {{candidate}} ({{role}}) on {{when}}',
      cancelledSubject: 'Interview cancelled: {{candidate}} ({{role}})',
      cancelledBody: 'The interview of {{candidate}} for {{role}} on {{when}} has been cancelled.',
      interviewer: 'You are the interviewer of {{candidate}} for the role {{role}}.',
      when: 'When: {{when}}',
      whenTimed: 'When: {{when}} ({{minutes}} minutes)',
      atTime: '{{day}} at {{time}}',
      mode: 'Mode: {{mode}}, location: {{location}}',
      calendar: 'The attached invitation.ics adds it to your calendar.',
    },
  },
  pdf: {
    payslip: {
      title: 'Payslip',
      subtitle: 'Payslip for {{month}}',
      footer: 'Generated on {{date}}. This is a computer-generated payslip and needs no signature.',
      sections: {
        employee: 'Employee',
        earnings: 'Earnings',
        deductions: 'Deductions',
        reimbursements: 'Reimbursements',
        pay: 'Pay',
        employer: "Employer's Contributions",
        paidTo: 'Paid to',
      },
      labels: {
        employeeId: 'Employee ID',
        employeeName: 'Employee Name',
        department: 'Department',
        designation: 'Designation',
        location: 'Location',
        payFrequency: 'Pay Frequency',
        daysInMonth: 'Days in Month',
        paidDays: 'Paid Days',
        daysWithoutPay: 'Days Without Pay',
        basicPay: 'Basic Pay',
        bonus: 'Bonus',
        overtimePay: 'Overtime Pay',
        incentives: 'Incentives',
        totalEarnings: 'Total Earnings',
        providentFund: 'Provident Fund',
        professionalTax: 'Professional Tax',
        insurance: 'Insurance',
        federalTax: 'Federal Tax',
        stateTax: 'State Tax',
        localTax: 'Local Tax',
        totalDeductions: 'Total Deductions',
        grossPay: 'Gross Pay',
        netPay: 'Net Pay',
        bankName: 'Bank Name',
        branch: 'Branch',
        accountNumber: 'Account Number',
        ifscCode: 'IFSC Code',
      },
      frequencies: {
        '1': 'Yearly',
        '2': 'Half-yearly',
        '4': 'Quarterly',
        '12': 'Monthly',
        '24': 'Twice a month',
        '26': 'Fortnightly',
        '52': 'Weekly',
        other: '{{count}} pay periods a year',
      },
    },
    relieving: {
      title: 'Relieving letter',
      resigned:
        'Further to your resignation, which the company accepted, you are relieved of your duties with {{organization}} at the close of business on {{lastDay}}.',
      terminated:
        'Your employment with {{organization}} ended, and you are relieved of your duties at the close of business on {{lastDay}}.',
      period:
        'You were employed with us from {{joined}} to {{lastDay}}. Your exit checklist is complete, and your final settlement is paid with the pay of that month.',
      thanks: 'We thank you for your work with us and wish you well.',
      forOrganization: 'For {{organization}}',
      humanResources: 'Human Resources',
      theCompany: 'The company',
      footer: 'This is a computer-generated letter and needs no signature.',
    },
  },
};

/** Hindi and Arabic give every key of this shape (the catalogue test checks it). */
export type DocumentsCatalogue = typeof documentsEn;
