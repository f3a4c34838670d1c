// The family API's paths, apart from its schemas: the student area's first screen (the age check) asks for its status
// before anything else, and importing the schemas would put zod in every visitor's first download.
export const familyPaths = {
  age: '/api/me/age',
  consent: '/api/me/consent',
  resend: '/api/me/consent/resend',
  parentEmail: '/api/me/consent/parent-email',
  askParent: '/api/me/consent/ask-parent',
  consentRequest: (token: string) => `/api/consent/${token}`,
  children: '/api/parent/children',
  childBookings: (childId: string) => `/api/parent/children/${childId}/bookings`,
  askedSession: (childId: string) => `/api/parent/children/${childId}/asked-session`,
  childOrders: (childId: string) => `/api/parent/children/${childId}/orders`,
  withdraw: (childId: string) => `/api/parent/children/${childId}/withdraw-consent`,
  confirmParentChange: (childId: string) => `/api/parent/children/${childId}/parent-change/confirm`,
  adminConsent: (studentId: string) => `/api/admin/students/${studentId}/consent`,
  adminConfirmParentChange: (studentId: string) => `/api/admin/students/${studentId}/parent-change/confirm`,
  counsellorMessages: (childId: string, bookingId: string) => `/api/parent/children/${childId}/bookings/${bookingId}/messages`,
  consentPage: (token: string) => `/consent/${token}`,
} as const;
