import type { Translation } from '../en';
import type { workspaceEn } from './workspace.en';

/** Hindi of ./workspace.en.ts: the organisation chart, Associate 360, the calendar, the profile dashboard's codes. */
export const workspaceHi = {
  messages: {
    orgChart: {
      noData: 'इन कर्मचारी आईडी के लिए कोई डेटा नहीं',
      loaded: 'डेटा सफलतापूर्वक तैयार हुआ!',
      searchPlaceholder: 'नाम या कर्मचारी आईडी से खोजें',
      noResults: 'कोई परिणाम नहीं मिला।',
      loadFailed: 'संगठन चार्ट लोड नहीं हो सका।',
    },
  },
  orgChart: {
    tree: 'संगठन चार्ट',
    findMe: 'मुझे खोजें',
    zoomIn: 'ज़ूम इन करें',
    zoomOut: 'ज़ूम आउट करें',
    resetView: 'दृश्य रीसेट करें',
    openProfile: 'प्रोफ़ाइल खोलें',
    loading: 'लोड हो रहा है...',
    keyboardHelp:
      'तीर कुंजियाँ लोगों के बीच ले जाती हैं, दायाँ तीर टीम खोलता है, बायाँ उसे बंद करता है, Enter खोलता या बंद करता है; + और − ज़ूम करते हैं, 0 रीसेट करता है, खिसकाने के लिए खींचें या स्क्रॉल करें।',
    title: 'संगठन चार्ट',
    findPerson: 'किसी व्यक्ति को खोजें',
    openProfileOf: 'प्रोफ़ाइल खोलें: {{name}}',
    person: '{{name}}, {{designation}}, {{employeeId}}',
    personWithReports: '{{name}}, {{designation}}, {{employeeId}}, {{count}} प्रत्यक्ष रिपोर्ट',
    showMore: 'और दिखाएँ ({{count}})',
  },
  associate360: {
    noPay: 'अभी कोई वेतन विवरण नहीं',
    netPay: 'इस माह का शुद्ध वेतन: {{amount}}',
    noLeaveBalance: 'अभी कोई छुट्टी शेष नहीं',
    daysAvailable: '{{types}} छुट्टी प्रकारों में {{days}} दिन उपलब्ध',
    orgChartHint: 'देखें कि संगठन में आपका स्थान कहाँ है',
    reportsTo: '{{name}} को रिपोर्ट करते हैं',
    topOfOrganisation: 'संगठन में सबसे ऊपर',
    directReports: '{{count}} प्रत्यक्ष रिपोर्ट',
    noPerformance: 'अभी कोई प्रदर्शन रिकॉर्ड नहीं',
    openDeliverables: '{{reviews}} समीक्षाओं में {{open}} खुले डिलिवरेबल',
    personalDetails: 'आपका व्यक्तिगत विवरण',
  },
  calendar: {
    name: 'कैलेंडर',
    previousMonth: 'पिछला महीना',
    nextMonth: 'अगला महीना',
    previousYear: 'पिछला वर्ष',
    nextYear: 'अगला वर्ष',
    previousDecade: 'पिछला दशक',
    nextDecade: 'अगला दशक',
    monthLevelControl: 'महीना चुनें',
    yearLevelControl: 'वर्ष चुनें',
    clearField: '{{label}} साफ़ करें',
    clearDate: 'तिथि साफ़ करें',
  },
  profileDashboard: {
    idTypes: { AADHAR: 'आधार', PANCARD: 'पैन कार्ड', VOTERID: 'वोटर आईडी' },
  },
} satisfies Translation<typeof workspaceEn>;
