import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Everything the triggers keep for counts and reports, rebuilt set-based from the records themselves:
 * employee counts, headcount buckets and the four report summaries (the same statements that filled them
 * in migrations 0007, 0016 and 0019), inside the caller's transaction. For bulk writes made with triggers
 * off (the scale seed): one row-level trigger per generated row turned 100,000 people into an hour of work.
 */
export async function rebuildReportSummaries(db: Executor) {
  // the summaries' own triggers (the project roll-up) stay off too: every table is written here
  const [setting] = (await db.execute<{ role: string }>(sql`select current_setting('session_replication_role') as role`)).rows;
  await db.execute(sql`set local session_replication_role = replica`);
  await db.execute(
    sql`truncate employee_counts, headcount_buckets, report_leave_taken, report_approved_hours, report_project_hours, report_open_approvals`,
  );
  await db.execute(sql`
    insert into employee_counts (organization_id, employees)
    select organization_id, count(*) from employees group by organization_id`);
  await db.execute(sql`
    insert into headcount_buckets (organization_id, department_id, designation, join_month, leave_month, people)
    select e.organization_id, coalesce(m.department_id, ''), coalesce(m.designation, ''), date_trunc('month', e.doj)::date,
           coalesce(date_trunc('month', m.leaving_date)::date, 'infinity'::date), count(*)
      from employees e left join employments m on m.employee_id = e.employee_id
     group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into report_leave_taken (leave_request_id, organization_id, start_month, leave_name, department_id, employee_id, days)
    select r.id, r.organization_id, date_trunc('month', r.start_date)::date, r.leave_name, coalesce(m.department_id, ''), r.employee_id, r.duration
      from leave_requests r left join employments m on m.employee_id = r.employee_id
     where r.status = 'APPROVED'`);
  await db.execute(sql`
    insert into report_approved_hours (week_id, project_code, organization_id, week_start, department_id, employee_id, d0, d1, d2, d3, d4, d5, d6)
    select w.id, t.project_code, w.organization_id, w.from_date, coalesce(max(m.department_id), ''), w.employee_id,
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 1), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 2), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 3), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 4), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 5), 0),
           coalesce(sum(t.hundredths) filter (where t.work_date = w.from_date + 6), 0)
      from timesheet_weeks w
      join timesheet_entries t on t.employee_id = w.employee_id and t.work_date between w.from_date and least(w.to_date, w.from_date + 6)
      left join employments m on m.employee_id = w.employee_id
     where w.status = 'APPROVED'
     group by w.id, t.project_code`);
  await db.execute(sql`
    insert into report_project_hours (organization_id, project_code, department_id, week_start, d0, d1, d2, d3, d4, d5, d6)
    select organization_id, project_code, department_id, week_start, sum(d0), sum(d1), sum(d2), sum(d3), sum(d4), sum(d5), sum(d6)
      from report_approved_hours
     group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into report_open_approvals (kind, request_id, organization_id, employee_id, status, decider, since)
    select o.kind, o.id, o.organization_id, o.employee_id, o.status,
           coalesce(case when o.status = 'PENDING' and not o.hr_only and a.role in ('ROLE_MANAGER', 'ROLE_HR') then m.reporting_manager_id end, m.hr_id, '—'),
           case when o.status = 'MANAGER_APPROVED' then coalesce(o.manager_decided_at, o.created_at) else o.created_at end
      from (
        select 'profile' as kind, id, organization_id, employee_id, status, manager_decided_at, created_at, false as hr_only from profile_change_requests where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'leave', id, organization_id, employee_id, status, manager_decided_at, created_at, false from leave_requests where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'attendance', id, organization_id, employee_id, status, manager_decided_at, created_at, false from attendance_records where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'timesheet', id, organization_id, employee_id, status, manager_decided_at, created_at, false from timesheet_weeks where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'expense', id, organization_id, employee_id, status, manager_decided_at, created_at, false from expense_claims where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'exit', id, organization_id, employee_id, status, manager_decided_at, created_at, false from exits where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        -- the HR-only kind: its HR decides whatever the manager's role (migration 0037)
        select 'taxProof', id, organization_id, employee_id, status, manager_decided_at, created_at, true from payroll_tax_proofs where status in ('PENDING', 'MANAGER_APPROVED')
        union all
        select 'shiftSwap', id, organization_id, employee_id, status, manager_decided_at, created_at, false from attendance_shift_swaps where status in ('PENDING', 'MANAGER_APPROVED')
      ) o
      left join employments m on m.employee_id = o.employee_id
      left join accounts a on a.employee_id = m.reporting_manager_id`);
  await db.execute(sql`select set_config('session_replication_role', ${setting?.role ?? 'origin'}, true)`);
}
