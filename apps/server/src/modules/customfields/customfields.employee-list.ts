import { customFieldFiltersOf } from '@hrms/shared';
import { registerEmployeeListFilter } from '../employees';
import { customFieldFilterCondition, resolveCustomFieldFilters } from './customfields.filters';

// employee/getAll narrowed by custom fields (`customField=<key>:<value>`), plugged into the employees list
registerEmployeeListFilter(async (db, actor, query) => {
  const filters = await resolveCustomFieldFilters(db, actor, customFieldFiltersOf(query));
  return (employeeId) => customFieldFilterCondition(actor.organizationId, 'employee', employeeId, filters);
});
