import type { Translation } from '../en';
import type { workspaceEn } from './workspace.en';

/** Arabic of ./workspace.en.ts: the organisation chart, Associate 360, the calendar, the profile dashboard's codes. */
export const workspaceAr = {
  messages: {
    orgChart: {
      noData: 'لا توجد بيانات لهذه الأرقام الوظيفية',
      loaded: 'تم إنشاء البيانات بنجاح!',
      searchPlaceholder: 'ابحث بالاسم أو الرقم الوظيفي',
      noResults: 'لا توجد نتائج.',
      loadFailed: 'تعذّر تحميل الهيكل التنظيمي.',
    },
  },
  orgChart: {
    tree: 'الهيكل التنظيمي',
    findMe: 'حدّد موقعي',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    resetView: 'إعادة ضبط العرض',
    openProfile: 'فتح الملف الشخصي',
    loading: 'جارٍ التحميل...',
    // Right to left the tree opens with the Left arrow (OrgTree swaps the arrows), so the help says so.
    keyboardHelp:
      'تنقّل مفاتيح الأسهم بين الأشخاص، ويفتح السهم الأيسر الفريق ويغلقه السهم الأيمن، ويفتحه Enter أو يغلقه؛ + و − للتكبير والتصغير، و0 لإعادة الضبط، واسحب أو مرّر للتنقل في المخطط.',
    title: 'الهيكل التنظيمي',
    findPerson: 'البحث عن شخص',
    openProfileOf: 'فتح الملف الشخصي: {{name}}',
    person: '{{name}}، {{designation}}، {{employeeId}}',
    personWithReports: '{{name}}، {{designation}}، {{employeeId}}، المرؤوسون المباشرون: {{count}}',
    showMore: 'عرض المزيد ({{count}})',
  },
  associate360: {
    noPay: 'لا توجد بيانات رواتب بعد',
    netPay: 'صافي الراتب لهذا الشهر: {{amount}}',
    noLeaveBalance: 'لا يوجد رصيد إجازات بعد',
    daysAvailable: 'الأيام المتاحة: {{days}} موزعة على {{types}} من أنواع الإجازات',
    orgChartHint: 'تعرّف على موقعك في المؤسسة',
    reportsTo: 'المدير المباشر: {{name}}',
    topOfOrganisation: 'في قمة الهيكل التنظيمي',
    directReports: 'المرؤوسون المباشرون: {{count}}',
    noPerformance: 'لا توجد سجلات أداء بعد',
    openDeliverables: 'المُخرَجات المفتوحة: {{open}} في {{reviews}} من التقييمات',
    personalDetails: 'بياناتك الشخصية',
  },
  calendar: {
    name: 'التقويم',
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    previousYear: 'السنة السابقة',
    nextYear: 'السنة التالية',
    previousDecade: 'العقد السابق',
    nextDecade: 'العقد التالي',
    monthLevelControl: 'اختر شهرًا',
    yearLevelControl: 'اختر سنة',
    clearField: 'مسح {{label}}',
    clearDate: 'مسح التاريخ',
  },
  profileDashboard: {
    idTypes: { AADHAR: 'بطاقة آدهار', PANCARD: 'بطاقة PAN', VOTERID: 'بطاقة الناخب' },
  },
} satisfies Translation<typeof workspaceEn>;
