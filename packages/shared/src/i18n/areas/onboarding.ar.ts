import type { onboardingEn } from './onboarding.en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Arabic of ./onboarding.en.ts (Aadhar and PAN stay in Latin, as elsewhere). */
export const onboardingAr: Texts<typeof onboardingEn> = {
  messages: {
    onboardingChecklist: {
      titleRequired: 'أدخل البند.',
      titleTooLong: 'ثمانون حرفًا على الأكثر.',
      titleExists: 'هذا البند موجود في القائمة بالفعل.',
      tooMany: 'تضم قائمة اليوم الأول ثلاثين بندًا على الأكثر.',
      itemNotFound: 'بند اليوم الأول هذا غير موجود.',
      orderMismatch: 'يجب أن يذكر الترتيب كل بند من بنود اليوم الأول مرة واحدة.',
      viewDenied: 'لا يمكنك الاطلاع على قائمة الانضمام الخاصة بهذا الشخص.',
      tickDenied: 'الموظف الجديد وحده يؤشر على بنود يومه الأول.',
      loadFailed: 'تعذر تحميل قائمة الانضمام. يرجى المحاولة مرة أخرى.',
      added: 'أضيف البند.',
      renamed: 'غُيّر اسم البند.',
      removed: 'حُذف البند.',
      reordered: 'حُفظ الترتيب.',
    },
  },
  onboardingChecklist: {
    title: 'قائمة انضمامك',
    progress: 'أُنجز {{done}} من {{total}}',
    progressLabel: 'تقدم الانضمام',
    allDone: 'اكتمل كل شيء. أهلًا بك معنا!',
    loading: 'جارٍ تحميل قائمتك',
    done: 'منجز',
    toDo: 'متبقٍ',
    open: 'فتح',
    sections: {
      documents: 'المستندات',
      details: 'بياناتك',
      firstDay: 'اليوم الأول',
    },
    items: {
      aadharDocument: 'مستند Aadhar',
      panDocument: 'مستند PAN',
      higherEducationFile: 'مستند التعليم العالي',
      personalDetails: 'البيانات الشخصية',
      aadharDetails: 'الاسم والرقم في Aadhar',
      panDetails: 'الاسم والرقم في PAN',
    },
    noFirstDay: 'لم تضف مؤسستك بنودًا لليوم الأول بعد.',
    manage: {
      title: 'قائمة اليوم الأول',
      hint: 'ما يؤشر عليه كل موظف جديد في يومه الأول. تظهر القائمة في لوحته.',
      newItem: 'بند جديد لليوم الأول',
      add: 'إضافة',
      itemTitle: 'البند',
      rename: 'إعادة تسمية {{title}}',
      save: 'حفظ',
      cancel: 'إلغاء',
      remove: 'حذف {{title}}',
      moveUp: 'نقل {{title}} إلى الأعلى',
      moveDown: 'نقل {{title}} إلى الأسفل',
      empty: 'لا توجد بنود لليوم الأول بعد. أضف أول بند في الأعلى.',
      list: 'بنود اليوم الأول',
      removeConfirm: 'حذف «{{title}}» من قائمة اليوم الأول؟ يفقد الموظفون الجدد الذين أشّروا عليه هذا التأشير.',
      removeButton: 'حذف',
    },
  },
};
