import type { onboardingEn } from './onboarding.en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Hindi of ./onboarding.en.ts. */
export const onboardingHi: Texts<typeof onboardingEn> = {
  messages: {
    onboardingChecklist: {
      titleRequired: 'आइटम दर्ज करें।',
      titleTooLong: 'अधिकतम 80 अक्षर।',
      titleExists: 'यह आइटम पहले से सूची में है।',
      tooMany: 'पहले दिन की सूची में अधिकतम 30 आइटम हो सकते हैं।',
      itemNotFound: 'पहले दिन का यह आइटम मौजूद नहीं है।',
      orderMismatch: 'क्रम में पहले दिन का हर आइटम एक बार होना चाहिए।',
      viewDenied: 'आप इस व्यक्ति की ऑनबोर्डिंग चेकलिस्ट नहीं देख सकते।',
      tickDenied: 'पहले दिन के आइटम केवल नया कर्मचारी स्वयं पूरे चिह्नित करता है।',
      loadFailed: 'ऑनबोर्डिंग चेकलिस्ट लोड नहीं हो सकी। कृपया फिर से प्रयास करें।',
      added: 'आइटम जोड़ा गया।',
      renamed: 'आइटम का नाम बदला गया।',
      removed: 'आइटम हटाया गया।',
      reordered: 'क्रम सहेजा गया।',
    },
  },
  onboardingChecklist: {
    title: 'आपकी ऑनबोर्डिंग चेकलिस्ट',
    progress: '{{total}} में से {{done}} पूरे',
    progressLabel: 'ऑनबोर्डिंग की प्रगति',
    allDone: 'सब पूरा हो गया। आपका स्वागत है!',
    loading: 'आपकी चेकलिस्ट लोड हो रही है',
    done: 'पूरा',
    toDo: 'बाकी',
    open: 'खोलें',
    sections: {
      documents: 'दस्तावेज़',
      details: 'आपका विवरण',
      firstDay: 'पहला दिन',
    },
    items: {
      aadharDocument: 'आधार दस्तावेज़',
      panDocument: 'पैन दस्तावेज़',
      higherEducationFile: 'उच्च शिक्षा का दस्तावेज़',
      personalDetails: 'व्यक्तिगत विवरण',
      aadharDetails: 'आधार पर नाम और संख्या',
      panDetails: 'पैन पर नाम और संख्या',
    },
    noFirstDay: 'आपके संगठन ने अभी पहले दिन के आइटम नहीं जोड़े हैं।',
    manage: {
      title: 'पहले दिन की चेकलिस्ट',
      hint: 'हर नया कर्मचारी अपने पहले दिन ये काम पूरे चिह्नित करता है। सूची उसके डैशबोर्ड पर दिखती है।',
      newItem: 'पहले दिन का नया आइटम',
      add: 'जोड़ें',
      itemTitle: 'आइटम',
      rename: '{{title}} का नाम बदलें',
      save: 'सहेजें',
      cancel: 'रद्द करें',
      remove: '{{title}} हटाएँ',
      moveUp: '{{title}} को ऊपर ले जाएँ',
      moveDown: '{{title}} को नीचे ले जाएँ',
      empty: 'अभी पहले दिन का कोई आइटम नहीं है। ऊपर पहला आइटम जोड़ें।',
      list: 'पहले दिन के आइटम',
      removeConfirm: 'पहले दिन की सूची से “{{title}}” हटाएँ? जिन नए कर्मचारियों ने इसे पूरा चिह्नित किया है, उनका चिह्न भी हट जाएगा।',
      removeButton: 'हटाएँ',
    },
  },
};
