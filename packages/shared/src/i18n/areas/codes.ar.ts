import type { Translation } from '../en';
import type { codesEn } from './codes.en';

/** The Arabic of ./codes.en.ts: the payroll engine's and payroll forms' messages, the reference checks. */
const required = (label: string) => `حقل «${label}» مطلوب.`;
const letters = (label: string) => `يجب أن يحتوي حقل «${label}» على أحرف ومسافات فقط (20 كحد أقصى).`;
const digits = (label: string) => `يجب أن يحتوي حقل «${label}» على أرقام فقط (10 كحد أقصى).`;
const amount = (label: string) => `يجب أن يكون حقل «${label}» مبلغًا بالروبية، 0 أو أكثر، بخانتين عشريتين على الأكثر.`;
const flag = (label: string) => `يجب أن تكون قيمة «${label}» true أو false.`;
const wholeRupees = (label: string) => `يجب أن يكون حقل «${label}» روبيات كاملة، 0 أو أكثر.`;

export const codesAr: Translation<typeof codesEn> = {
  messages: {
    payrollEngine: {
      componentsRequired: 'يجب أن يحتوي الهيكل على مكوّن واحد على الأقل.',
      month: 'يجب كتابة الشهر بالصيغة yyyy-MM.',
      annualCtc: 'يجب أن تكون التكلفة السنوية (CTC) مبلغًا موجبًا بالروبية بخانتين عشريتين على الأكثر.',
      taxRegime: 'يجب أن يكون النظام الضريبي NEW أو OLD.',
      ptState: 'يجب أن تكون ولاية ضريبة المهنة (PT) رمز ولاية من حرفين.',
      uan: 'يجب أن يتكون رقم UAN من 12 رقمًا.',
      section: 'يجب أن يكون البند أحد 80C أو 80D أو 80CCD1B أو 24B أو HRA.',
      slabsRequired: 'الشرائح مطلوبة.',
      slabAtLeastOne: 'يلزم وجود شريحة واحدة على الأقل.',
      kind: 'يجب أن يكون النوع EARNING أو DEDUCTION أو REIMBURSEMENT.',
      formulaMissing: 'المعادلة مطلوبة.',
      formulaTooLong: 'يجب ألا تتجاوز المعادلة 500 حرف.',
      inputsList: 'يجب أن تكون المدخلات قائمة.',
      reason: 'السبب مطلوب.',
      fy: 'يجب كتابة السنة المالية بالصيغة yyyy-yy، مثل 2026-27.',
      code: 'يجب أن يتكون الرمز من أحرف كبيرة وأرقام و_ (يبدأ بحرف، 30 على الأكثر).',
      structureCode: 'يجب أن يتكون رمز الهيكل من أحرف أو أرقام أو _ أو - (30 على الأكثر).',
      name: 'الاسم مطلوب (100 حرف على الأكثر).',
      formulaRequired: 'المكوّن {{code}}: المعادلة مطلوبة.',
      syntax: 'المكوّن {{code}}: في المعادلة خطأ في الصياغة عند الحرف {{position}}: {{detail}}.',
      unknownName:
        'المكوّن {{code}}: تستخدم المعادلة {{name}}، وهو ليس مكوّنًا في هذا الهيكل ولا أحد CTC وMONTHLY_CTC وDAYS_IN_MONTH وPAID_DAYS وLOP_DAYS.',
      cycle: 'المكوّن {{code}}: المعادلة تعتمد على نفسها ({{path}}).',
      duplicateCode: 'المكوّن {{code}} مذكور أكثر من مرة؛ يحتاج كل مكوّن إلى رمزه الخاص.',
      codeFormat: 'المكوّن {{code}}: يجب أن يتكون الرمز من أحرف كبيرة وأرقام و_ (يبدأ بحرف، 30 على الأكثر).',
      codeFormatEmpty: 'مكوّن بلا رمز: يجب أن يتكون الرمز من أحرف كبيرة وأرقام و_ (يبدأ بحرف، 30 على الأكثر).',
      reservedCode: 'المكوّن {{code}}: هذا الرمز محجوز لأسماء المحرّك أو بنوده.',
      divisionByZero: 'المكوّن {{code}}: المعادلة تقسم على صفر لهذا الراتب.',
      negativeAmount: 'المكوّن {{code}}: المعادلة تعطي مبلغًا سالبًا لهذا الراتب.',
      noRulePack: 'لا توجد قواعد نظامية للسنة المالية {{fy}}.',
      slabsOrder: 'يجب أن تبدأ الشريحة {{slab}} مباشرة بعد نهاية الشريحة السابقة، ولا يجوز أن تبقى مفتوحة إلا الشريحة الأخيرة.',
      slabRange: 'الشريحة {{slab}}: يجب ألا تكون قيمة "to" أقل من "from".',
      duplicateEmployee: 'الموظف {{employeeId}} مذكور أكثر من مرة.',
      date: {
        effectiveFrom: 'يجب أن يكون تاريخ السريان تاريخًا مكتوبًا بالصيغة yyyy-MM-dd.',
        proofsDue: 'يجب أن يكون موعد تسليم الإثباتات تاريخًا مكتوبًا بالصيغة yyyy-MM-dd.',
      },
      amount: {
        amount: amount('المبلغ'),
        rentPaidMonthly: amount('الإيجار المدفوع شهريًا'),
        taxableIncome: amount('الراتب الخاضع للضريبة من أصحاب العمل السابقين'),
        tds: amount('الضريبة المقتطعة لدى أصحاب العمل السابقين'),
        professionalTax: amount('ضريبة المهنة المدفوعة لدى أصحاب العمل السابقين'),
      },
      days: { lopDays: 'يجب أن تكون أيام الإجازة غير المدفوعة (LOP) 0 أو أكثر، بأيام كاملة أو أنصاف أيام، 31 على الأكثر.' },
      flag: {
        taxable: flag('خاضع للضريبة'),
        pfWage: flag('أجر PF'),
        esiWage: flag('أجر ESI'),
        open: flag('مفتوح'),
        pfCapped: flag('PF بسقف'),
        metro: flag('مدينة كبرى'),
      },
      wholeRupees: {
        from: wholeRupees('من'),
        to: wholeRupees('إلى'),
        amount: wholeRupees('المبلغ'),
        februaryAmount: wholeRupees('مبلغ فبراير'),
      },
    },
    payrollFields: {
      required: {
        basicPay: required('الراتب الأساسي'),
        grossPay: required('إجمالي الراتب'),
        netPay: required('صافي الراتب'),
        providentFund: required('صندوق الادخار (PF)'),
        professionalTax: required('ضريبة المهنة'),
        insurance: required('التأمين'),
        federaltax: required('الضريبة الاتحادية'),
        stateTax: required('ضريبة الولاية'),
        localTax: required('الضريبة المحلية'),
        payFrequency: required('تكرار الدفع'),
        bonus: required('المكافأة'),
        overtimePay: required('أجر العمل الإضافي'),
        incentives: required('الحوافز'),
        bankAccountNumber: required('رقم الحساب البنكي'),
        bankName: required('اسم البنك'),
        branch: required('الفرع'),
        nameAsPerBankAccount: required('الاسم كما في الحساب البنكي'),
        ifscCode: required('رمز IFSC'),
      },
      text: {
        location: letters('الموقع'),
        bankName: letters('اسم البنك'),
        branch: letters('الفرع'),
        nameAsPerBankAccount: letters('الاسم كما في الحساب البنكي'),
      },
      money: {
        basicPay: digits('الراتب الأساسي'),
        grossPay: digits('إجمالي الراتب'),
        netPay: digits('صافي الراتب'),
        providentFund: digits('صندوق الادخار (PF)'),
        professionalTax: digits('ضريبة المهنة'),
        insurance: digits('التأمين'),
        federaltax: digits('الضريبة الاتحادية'),
        stateTax: digits('ضريبة الولاية'),
        localTax: digits('الضريبة المحلية'),
        bonus: digits('المكافأة'),
        overtimePay: digits('أجر العمل الإضافي'),
        incentives: digits('الحوافز'),
      },
    },
    references: {
      employee: 'لا يوجد موظف بهذا الرقم في مؤسستك.',
      department: 'لا يوجد قسم بهذا الرقم في مؤسستك.',
      project: 'لا يوجد مشروع بهذا الرمز في مؤسستك.',
    },
    targetEmployee: { mismatch: 'الرقم الوظيفي في نص الطلب لا يطابق معامل الاستعلام employeeId.' },
    workflowSettings: { approvalSaved: 'تم حفظ إعدادات الموافقات.', leaveSaved: 'تم حفظ إعدادات الإجازات.' },
  },
};
