import {
  addDays,
  type DateFormat,
  formatDate,
  INTERVIEW_DURATION_MINUTES,
  type InterviewRecord,
  parseIsoDate,
} from '@hrms/shared';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailMessage } from '../mail';

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
function whenText(interviewDate: string, dateFormat: DateFormat) {
  const day = formatDate(interviewDate.slice(0, 10), dateFormat);
  return interviewDate.length > 10 ? `${day} at ${interviewDate.slice(11, 16)}` : day;
}

/** The mail to the interviewer, with the invitation as calendar part and as an invitation.ics attachment. */
export function invitationMail(invitation: Invitation & { rescheduled: boolean; dateFormat: DateFormat }): MailMessage {
  const { interview, cancelled, rescheduled } = invitation;
  const content = interviewCalendar(invitation);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const when = whenText(interview.interviewDate, invitation.dateFormat);
  const subject = cancelled
    ? `Interview cancelled: ${interview.fullName} (${interview.roleApplied})`
    : `${rescheduled ? 'Interview rescheduled' : 'Interview invitation'}: ${interview.fullName} (${interview.roleApplied}) on ${when}`;
  const text = cancelled
    ? `The interview of ${interview.fullName} for ${interview.roleApplied} on ${when} has been cancelled.`
    : [
        `You are the interviewer of ${interview.fullName} for the role ${interview.roleApplied}.`,
        `When: ${when}${interview.interviewDate.length > 10 ? ` (${INTERVIEW_DURATION_MINUTES} minutes)` : ''}`,
        `Mode: ${interview.modeOfInterview}, location: ${interview.location}`,
        'The attached invitation.ics adds it to your calendar.',
      ].join('\n');
  return {
    to: interview.interViewerEmailId,
    subject,
    text,
    // nodemailer adds it as the calendar alternative and as the invitation.ics attachment
    icalEvent: { method, filename: 'invitation.ics', content },
  };
}
