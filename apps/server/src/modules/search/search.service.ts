import { SEARCH_PEOPLE_LIMIT, type SearchResult, screensMatching } from '@hrms/shared';
import type { Actor } from '../../lib/auth';
import { type Deps, readsOf } from '../../lib/deps';
import { mayViewRecord } from '../employees';
import * as repo from './search.repository';

/**
 * Search everywhere (BEYOND §B4): people and the screens the caller's role may open.
 * People: everyone on the staff finds any colleague of the organisation — the answer carries only id,
 * name and designation, which the organisation chart already shows every staff member; a new joiner
 * (onboarding) sees no chart and finds only themself. `profile` says whether the caller may open the
 * person's profile (admins, the person, their manager and HR); whatever a result opens is checked again there.
 */
export async function searchEverywhere(deps: Deps, actor: Actor, text: string): Promise<SearchResult> {
  const onlyEmployeeId = actor.role === 'ROLE_ONBOARDING' ? actor.employeeId : undefined;
  const people = await repo.findPeopleByPrefix(readsOf(deps), {
    organizationId: actor.organizationId,
    text,
    limit: SEARCH_PEOPLE_LIMIT,
    onlyEmployeeId,
  });
  return {
    people: people.map(({ reportingManagerId, hrId, ...person }) => ({
      ...person,
      profile: mayViewRecord(actor, { employeeId: person.employeeId, reportingManagerId, hrId }),
    })),
    pages: screensMatching(actor.role, actor.employeeId, text),
  };
}
