import type { Translation } from '../en';
import type { codesEn } from './codes.en';

/** The Hindi of ./codes.en.ts: the payroll engine's and payroll forms' messages, the reference checks. */
const required = (label: string) => `${label} आवश्यक है।`;
const letters = (label: string) => `${label} में केवल अक्षर और रिक्त स्थान हो सकते हैं (अधिकतम 20)।`;
const digits = (label: string) => `${label} में केवल अंक हो सकते हैं (अधिकतम 10)।`;
const amount = (label: string) => `${label} रुपयों में 0 या अधिक राशि होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।`;
const flag = (label: string) => `${label} true या false होना चाहिए।`;
const wholeRupees = (label: string) => `${label} पूरे रुपयों में, 0 या अधिक होना चाहिए।`;

export const codesHi: Translation<typeof codesEn> = {
  messages: {
    payrollEngine: {
      componentsRequired: 'संरचना में कम से कम एक घटक होना चाहिए।',
      month: 'महीना yyyy-MM के रूप में लिखा होना चाहिए।',
      annualCtc: 'वार्षिक CTC रुपयों में धनात्मक राशि होनी चाहिए, अधिकतम दो दशमलव अंकों के साथ।',
      taxRegime: 'कर व्यवस्था NEW या OLD होनी चाहिए।',
      ptState: 'PT राज्य दो अक्षरों का राज्य कोड होना चाहिए।',
      uan: 'UAN 12 अंकों का होना चाहिए।',
      section: 'धारा 80C, 80D, 80CCD1B, 24B, HRA में से एक होनी चाहिए।',
      slabsRequired: 'स्लैब आवश्यक हैं।',
      slabAtLeastOne: 'कम से कम एक स्लैब आवश्यक है।',
      kind: 'प्रकार EARNING, DEDUCTION या REIMBURSEMENT होना चाहिए।',
      formulaMissing: 'सूत्र आवश्यक है।',
      formulaTooLong: 'सूत्र अधिकतम 500 वर्णों का हो सकता है।',
      inputsList: 'इनपुट एक सूची होने चाहिए।',
      reason: 'कारण आवश्यक है।',
      fy: 'वित्तीय वर्ष yyyy-yy के रूप में लिखा होना चाहिए, जैसे 2026-27।',
      code: 'कोड में केवल बड़े अक्षर, अंक और _ हो सकते हैं (अक्षर से शुरू, अधिकतम 30)।',
      structureCode: 'संरचना कोड में केवल अक्षर, अंक, _ या - हो सकते हैं (अधिकतम 30)।',
      name: 'नाम आवश्यक है (अधिकतम 100 वर्ण)।',
      formulaRequired: 'घटक {{code}}: सूत्र आवश्यक है।',
      syntax: 'घटक {{code}}: सूत्र में वर्ण {{position}} पर वाक्य-रचना की त्रुटि है: {{detail}}।',
      unknownName:
        'घटक {{code}}: सूत्र में {{name}} है, जो न इस संरचना का घटक है और न CTC, MONTHLY_CTC, DAYS_IN_MONTH, PAID_DAYS, LOP_DAYS में से कोई।',
      cycle: 'घटक {{code}}: सूत्र स्वयं पर निर्भर है ({{path}})।',
      duplicateCode: 'घटक {{code}} एक से अधिक बार आया है; हर घटक का अपना कोड होना चाहिए।',
      codeFormat: 'घटक {{code}}: कोड में केवल बड़े अक्षर, अंक और _ हो सकते हैं (अक्षर से शुरू, अधिकतम 30)।',
      codeFormatEmpty: 'घटक (कोई कोड नहीं): कोड में केवल बड़े अक्षर, अंक और _ हो सकते हैं (अक्षर से शुरू, अधिकतम 30)।',
      reservedCode: 'घटक {{code}}: यह कोड इंजन के अपने नामों या पंक्तियों के लिए आरक्षित है।',
      divisionByZero: 'घटक {{code}}: इस वेतन के लिए सूत्र शून्य से भाग देता है।',
      negativeAmount: 'घटक {{code}}: इस वेतन के लिए सूत्र ऋणात्मक राशि देता है।',
      noRulePack: 'वित्तीय वर्ष {{fy}} के लिए कोई वैधानिक नियम नहीं हैं।',
      slabsOrder: 'स्लैब {{slab}} पिछले स्लैब के ठीक बाद शुरू होना चाहिए, और केवल अंतिम स्लैब खुला छोड़ा जा सकता है।',
      slabRange: 'स्लैब {{slab}}: "to" "from" से कम नहीं होना चाहिए।',
      duplicateEmployee: 'कर्मचारी {{employeeId}} एक से अधिक बार आया है।',
      date: {
        effectiveFrom: 'लागू होने की तारीख yyyy-MM-dd के रूप में लिखी तारीख होनी चाहिए।',
        proofsDue: 'प्रमाण जमा करने की अंतिम तारीख yyyy-MM-dd के रूप में लिखी तारीख होनी चाहिए।',
      },
      amount: {
        amount: amount('राशि'),
        rentPaidMonthly: amount('मासिक किराया'),
        taxableIncome: amount('पिछले नियोक्ताओं से कर-योग्य वेतन'),
        tds: amount('पिछले नियोक्ताओं द्वारा काटा गया कर'),
        professionalTax: amount('पिछले नियोक्ताओं के यहाँ चुकाया गया व्यवसाय कर'),
      },
      days: { lopDays: 'LOP दिन 0 या अधिक, पूरे या आधे दिनों में, अधिकतम 31 होने चाहिए।' },
      flag: {
        taxable: flag('कर-योग्य'),
        pfWage: flag('PF वेतन'),
        esiWage: flag('ESI वेतन'),
        open: flag('खुला'),
        pfCapped: flag('PF सीमित'),
        metro: flag('मेट्रो'),
      },
      wholeRupees: {
        from: wholeRupees('से (from)'),
        to: wholeRupees('तक (to)'),
        amount: wholeRupees('राशि'),
        februaryAmount: wholeRupees('फ़रवरी की राशि'),
      },
    },
    payrollFields: {
      required: {
        basicPay: required('मूल वेतन'),
        grossPay: required('सकल वेतन'),
        netPay: required('शुद्ध वेतन'),
        providentFund: required('भविष्य निधि'),
        professionalTax: required('व्यवसाय कर'),
        insurance: required('बीमा'),
        federaltax: required('संघीय कर'),
        stateTax: required('राज्य कर'),
        localTax: required('स्थानीय कर'),
        payFrequency: required('वेतन आवृत्ति'),
        bonus: required('बोनस'),
        overtimePay: required('ओवरटाइम वेतन'),
        incentives: required('प्रोत्साहन राशि'),
        bankAccountNumber: required('बैंक खाता संख्या'),
        bankName: required('बैंक का नाम'),
        branch: required('शाखा'),
        nameAsPerBankAccount: required('बैंक खाते के अनुसार नाम'),
        ifscCode: required('IFSC कोड'),
      },
      text: {
        location: letters('स्थान'),
        bankName: letters('बैंक का नाम'),
        branch: letters('शाखा'),
        nameAsPerBankAccount: letters('बैंक खाते के अनुसार नाम'),
      },
      money: {
        basicPay: digits('मूल वेतन'),
        grossPay: digits('सकल वेतन'),
        netPay: digits('शुद्ध वेतन'),
        providentFund: digits('भविष्य निधि'),
        professionalTax: digits('व्यवसाय कर'),
        insurance: digits('बीमा'),
        federaltax: digits('संघीय कर'),
        stateTax: digits('राज्य कर'),
        localTax: digits('स्थानीय कर'),
        bonus: digits('बोनस'),
        overtimePay: digits('ओवरटाइम वेतन'),
        incentives: digits('प्रोत्साहन राशि'),
      },
    },
    references: {
      employee: 'आपके संगठन में इस आईडी का कोई कर्मचारी नहीं है।',
      department: 'आपके संगठन में इस आईडी का कोई विभाग नहीं है।',
      project: 'आपके संगठन में इस कोड की कोई परियोजना नहीं है।',
    },
    targetEmployee: { mismatch: 'बॉडी में दी गई कर्मचारी आईडी employeeId क्वेरी पैरामीटर से मेल नहीं खाती।' },
    workflowSettings: { approvalSaved: 'स्वीकृति सेटिंग्स सहेजी गईं।', leaveSaved: 'छुट्टी सेटिंग्स सहेजी गईं।' },
  },
};
