import { ONBOARDING_CHECKLIST_MESSAGES } from '../../documents';

/**
 * The English of a new joiner's onboarding checklist (their dashboard's card) and of the first-day items panel
 * admins and HR keep on the onboarding screen. Spread into ../en-screens.ts; Hindi and Arabic beside it.
 */
export const onboardingEn = {
  messages: {
    onboardingChecklist: ONBOARDING_CHECKLIST_MESSAGES,
  },
  onboardingChecklist: {
    title: 'Your onboarding checklist',
    progress: '{{done}} of {{total}} done',
    progressLabel: 'Onboarding progress',
    allDone: 'All done. Welcome aboard!',
    loading: 'Loading your checklist',
    done: 'Done',
    toDo: 'To do',
    open: 'Open',
    sections: {
      documents: 'Documents',
      details: 'Your details',
      firstDay: 'First day',
    },
    items: {
      aadharDocument: 'Aadhar document',
      panDocument: 'PAN document',
      higherEducationFile: 'Higher education document',
      personalDetails: 'Personal details',
      aadharDetails: 'Aadhar name and number',
      panDetails: 'PAN name and number',
    },
    noFirstDay: 'Your organisation has no first-day items yet.',
    manage: {
      title: 'First-day checklist',
      hint: 'What every new joiner ticks off on their first day. They see the list on their dashboard.',
      newItem: 'New first-day item',
      add: 'Add',
      itemTitle: 'Item',
      rename: 'Rename {{title}}',
      save: 'Save',
      cancel: 'Cancel',
      remove: 'Remove {{title}}',
      moveUp: 'Move {{title}} up',
      moveDown: 'Move {{title}} down',
      empty: 'No first-day items yet. Add the first one above.',
      list: 'First-day items',
      removeConfirm: 'Remove “{{title}}” from the first-day list? Joiners who ticked it off lose that tick.',
      removeButton: 'Remove',
    },
  },
};
