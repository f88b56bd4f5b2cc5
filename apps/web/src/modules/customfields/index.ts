// The module's public surface: other modules import it from here, never from its files.

export { CustomFieldFilter } from './components/CustomFieldFilter';
export { EmployeeCustomFields } from './components/EmployeeCustomFields';
export { useEmployeeCustomFieldDefinitions } from './customfields.api';
