// The module's public surface: other modules import it from here, never from its files.
export { displayGender, displayMaritalStatus, displayPrefix } from './components/display';
export { PersonPicker, personField } from './components/PersonPicker';
export { useTeamSearch } from './components/TeamSearch';
