import {
  ADDRESS_KIND_LABELS,
  ADDRESS_MESSAGES,
  type AddressKind,
  type HomeAddress,
  type HomeAddressView,
  type LocationDetails,
  type OfficeAddress,
  type OfficeAddressView,
} from '@hrms/shared';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Deps } from '../../lib/deps';
import { conflict, notFound } from '../../lib/errors';
import { requireEmployeeAccess } from '../employees';
import * as repo from './address.repository';

type AddressInput = HomeAddress | OfficeAddress;
type AddressView = HomeAddressView | OfficeAddressView;

const places = (row: repo.AddressRow) => ({
  street: row.street,
  village: row.village,
  town: row.town,
  district: row.district,
  state: row.state,
  country: row.country,
  pincode: row.pincode,
});

const toHomeView = (row: repo.AddressRow): HomeAddressView => ({ houseNumber: row.houseNumber, ...places(row) });
const toOfficeView = (row: repo.AddressRow): OfficeAddressView => ({ buildingNameFloor: row.buildingNameFloor, ...places(row) });
const toView = (row: repo.AddressRow): AddressView => (row.kind === 'office' ? toOfficeView(row) : toHomeView(row));

/** The three addresses of an employee; a missing one is an explicit null (contract/API.md §4.4). */
export async function getLocation(deps: Deps, actor: Actor, employeeId: string): Promise<LocationDetails> {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'view');
  return locationOf(deps, employee.employeeId);
}

/** Addresses without an access check, for other modules (the profile dashboard). */
export async function locationOf(deps: Deps, employeeId: string): Promise<LocationDetails> {
  const rows = await repo.listAddresses(deps.db, employeeId);
  const of = (kind: AddressKind) => rows.find((row) => row.kind === kind);
  const present = of('present');
  const permanent = of('permanent');
  const office = of('office');
  return {
    presentadress: present ? toHomeView(present) : null,
    permanentadress: permanent ? toHomeView(permanent) : null,
    officeaddress: office ? toOfficeView(office) : null,
  };
}

function valuesOf(kind: AddressKind, input: AddressInput) {
  return {
    houseNumber: 'houseNumber' in input ? input.houseNumber : '',
    buildingNameFloor: 'buildingNameFloor' in input ? input.buildingNameFloor : '',
    street: input.street,
    village: input.village,
    town: input.town,
    district: input.district,
    state: input.state,
    country: input.country,
    pincode: input.pincode,
    kind,
  };
}

/** Creates one address section; refused when the employee already has that section. */
export async function createAddress(deps: Deps, actor: Actor, kind: AddressKind, employeeId: string, input: AddressInput) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const label = ADDRESS_KIND_LABELS[kind];
  if (await repo.findAddress(deps.db, employee.employeeId, kind)) throw conflict(ADDRESS_MESSAGES.alreadyExists(label));
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertAddress(tx, {
      ...valuesOf(kind, input),
      employeeId: employee.employeeId,
      organizationId: employee.organizationId,
    });
    await recordAudit(tx, actor, {
      entity: `address.${kind}`,
      entityId: employee.employeeId,
      action: 'create',
      after: toView(row),
    });
    return toView(row);
  });
}

/** Replaces one address section; refused when the employee has none yet. */
export async function updateAddress(deps: Deps, actor: Actor, kind: AddressKind, employeeId: string, input: AddressInput) {
  const employee = await requireEmployeeAccess(deps, actor, employeeId, 'manage');
  const current = await repo.findAddress(deps.db, employee.employeeId, kind);
  if (!current) throw notFound(ADDRESS_MESSAGES.notFound(ADDRESS_KIND_LABELS[kind]));
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateAddress(tx, current.id, valuesOf(kind, input));
    await recordAudit(tx, actor, {
      entity: `address.${kind}`,
      entityId: employee.employeeId,
      action: 'update',
      before: toView(current),
      after: toView(row),
    });
    return toView(row);
  });
}
