// The package types' names, as every screen of the back office writes them (packages, coupons, bookings).
import { packageTypes, type PackageType } from '@margdarshak/contracts/api/packages';

export const typeLabels: Record<PackageType, string> = { basic: 'Basic', advanced: 'Advanced', comprehensive: 'Comprehensive' };
export const typeChoices = packageTypes.map((type) => ({ id: type, name: typeLabels[type] }));
