import {
  addDays,
  type DateFormat,
  formatDate,
  INTERVIEW_DURATION_MINUTES,
  type InterviewRecord,
  type Language,
  parseIsoDate,
} from '@hrms/shared';
import { documentText as say } from '@hrms/shared/i18n/documents';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { composeMail, type MailMessage } from '../mail';

type Invitation = {
  interview: InterviewRecord;
  organizationId: string;
  organizationName: string;
  organizer: string;
  sequence: number;
  cancelled?: boolean;
};

/** Start and end of the event: a timed hour at the wall-clock time given, else an all-day event. */
function eventTimes(interviewDate: string) {
  const day = interviewDate.slice(0, 10);
  if (interviewDate.length > 10) {
    const start = new Date(`${interviewDate}:00Z`);
    return { start, end: new Date(start.getTime() + INTERVIEW_DURATION_MINUTES * 60_000), allDay: false };
  }
  return { start: parseIsoDate(day)!, end: parseIsoDate(addDays(day, 1))!, allDay: true };
}

/** The iCalendar invitation (METHOD:REQUEST, or CANCEL) for the interviewer; the UID is stable per interview. */
export function interviewCalendar(invitation: Invitation): string {
  const { interview, cancelled } = invitation;
  const calendar = ical({
    name: `${invitation.organizationName} interviews`,
    prodId: { company: 'HRMS', product: 'Interviews', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const { start, end, allDay } = eventTimes(interview.interviewDate);
  calendar.createEvent({
    id: `interview-${interview.id}-${invitation.organizationId}@hrms`,
    sequence: invitation.sequence,
    start,
    end,
    allDay,
    // The time is the organisation's wall-clock time, not UTC.
    floating: !allDay,
    summary: `Interview: ${interview.fullName} (${interview.roleApplied})`,
    location: interview.modeOfInterview === 'ONLINE' ? 'Online' : interview.location,
    description: [
      `Candidate: ${interview.fullName}`,
      `Role applied: ${interview.roleApplied}`,
      `Location: ${interview.location}`,
      `Mode: ${interview.modeOfInterview}`,
      `Candidate e-mail: ${interview.emailId}`,
      `Reference: ${interview.interviewId}`,
      interview.comments ? `Comments: ${interview.comments}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    organizer: { name: invitation.organizationName, email: invitation.organizer },
    attendees: [{ email: interview.interViewerEmailId, rsvp: true }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The interview's day in the organisation's format, and its wall-clock time when it has one ("02 Dec 2026 at 10:30"). */
function whenText(interviewDate: string, dateFormat: DateFormat, language: Language) {
  const day = formatDate(interviewDate.slice(0, 10), dateFormat, language);
  return interviewDate.length > 10 ? say(language, 'mail.interview.atTime', { day, time: interviewDate.slice(11, 16) }) : day;
}

/** The mail to the interviewer, with the invitation as calendar part and as an invitation.ics attachment. */
export function invitationMail(
  invitation: Invitation & { rescheduled: boolean; dateFormat: DateFormat; language?: Language },
): MailMessage {
  const { interview, cancelled, rescheduled } = invitation;
  const content = interviewCalendar(invitation);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const language = invitation.language ?? 'en';
  const when = whenText(interview.interviewDate, invitation.dateFormat, language);
  const about = { candidate: interview.fullName, role: interview.roleApplied, when };
  const subject = say(
    language,
    cancelled
      ? 'mail.interview.cancelledSubject'
      : rescheduled
        ? 'mail.interview.rescheduledSubject'
        : 'mail.interview.invitationSubject',
    about,
  );
  const text = cancelled
    ? say(language, 'mail.interview.cancelledBody', about)
    : [
        say(language, 'mail.interview.interviewer', about),
        interview.interviewDate.length > 10
          ? say(language, 'mail.interview.whenTimed', { when, minutes: INTERVIEW_DURATION_MINUTES })
          : say(language, 'mail.interview.when', { when }),
        say(language, 'mail.interview.mode', { mode: interview.modeOfInterview, location: interview.location }),
        say(language, 'mail.interview.calendar'),
      ].join('\n');
  return {
    ...composeMail(language, interview.interViewerEmailId, subject, [text], ''),
    // nodemailer adds it as the calendar alternative and as the invitation.ics attachment
    icalEvent: { method, filename: 'invitation.ics', content },
  };
}
