import { z } from 'zod';
import { centreMessages } from '../centres.ts';
import { MAX_ID } from '../common.ts';

/** The teachers area's constants, messages and ids (spec §9 and the issue). */

// ---- constants ----

/** Every current Indian state (28) and union territory (8). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export const DEFAULT_COUNTRY = 'India';
export const KYC_TYPES = ['PAN', 'Aadhar', 'Driving License', 'Passport', 'Voter ID'] as const;
export type KycType = (typeof KYC_TYPES)[number];
/** KYC attachments: PDF, JPEG or PNG, decided by their bytes, at most 5 MB. */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const TEACHER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The local-storage key the teacher detail screen reads its teacher id from (spec §2). */
export const TEACHER_ID_STORAGE_KEY = 'TeacherID';
/** Spec success codes: respCode/RespCode '0', submitKYC status 0. */
export const RESP_OK = '0';

/** Messages the server itself answers with; the screens' own messages live in the web catalogue. */
export const teacherServerMessages = {
  addressOnce: 'You can only add your address once. Please update your existing address if needed.',
  addressSaved: 'Address saved successfully.',
  experienceAdded: 'Experience added successfully',
  subjectAdded: 'Subject added successfully.',
  subjectExists: 'This subject is already assigned to the teacher.',
  centreAdded: 'Centre added successfully.',
  centreExists: 'The teacher is already assigned to this centre.',
  centreRequired: 'Please choose a centre.',
  noCentres: 'No centres found for this TeacherID.',
  kycSubmitted: 'KYC details submitted successfully.',
  kycExists: 'This teacher already has a document of this type. Remove it before adding a new one.',
  kycFileRequired: 'Please attach the document.',
  kycFileType: 'The document must be a PDF, JPEG or PNG file.',
  kycFileTooLarge: 'The document must be 5 MB or smaller.',
  photoType: 'Photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'Photo must be 2 MB or smaller.',
  teacherNotFound: 'Teacher not found.',
  teacherIdRequired: 'A valid TeacherID is required.',
  otherAccount: 'These details belong to another account.',
  emailTaken: 'Another teacher in your institute already uses this email.',
  centreNotFound: centreMessages.notFound,
} as const;

// ---- field rules, shared by the server and the web forms ----

/** A row id, as a number or as the digits local storage keeps. */
export const teacherIdValue = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, teacherServerMessages.teacherIdRequired),
  ])
  .transform(Number)
  .pipe(
    z
      .number(teacherServerMessages.teacherIdRequired)
      .int(teacherServerMessages.teacherIdRequired)
      .min(1, teacherServerMessages.teacherIdRequired)
      .max(MAX_ID, teacherServerMessages.teacherIdRequired),
  );
export const teacherRowParam = z.coerce.number().int().min(1).max(MAX_ID);
