import type { Db } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import {
  centres,
  teacherAddresses,
  teacherCentres,
  teacherEducation,
  teacherExperience,
  teachers,
  teacherSubjects,
} from '../../db/schema/index.ts';

/**
 * The demo institute's centres and teachers, with one teacher's panels filled in. Called once, when
 * the demo institute is created; a fixed number of set-based statements. Subjects use the demo
 * curriculum's codes (CBSE, C06–C12, MATH, SCI, …). No KYC: documents are for real people only.
 */

const CENTRES = [
  {
    centreCode: 'BLR-N',
    centreName: 'Bengaluru North',
    address: '14, 2nd Cross, Yelahanka New Town, Bengaluru 560064',
    phone: '08041234567',
  },
  {
    centreCode: 'BLR-S',
    centreName: 'Bengaluru South',
    address: '221, 9th Main, Jayanagar 4th Block, Bengaluru 560011',
    phone: '08042345678',
  },
  {
    centreCode: 'MYS',
    centreName: 'Mysuru',
    address: '7, Sayyaji Rao Road, Mysuru 570001',
    phone: '08212345678',
  },
];

const TEACHERS = [
  {
    name: 'Ananya Krishnan',
    email: 'ananya.krishnan@demo.kaksha.local',
    mobile: '9845012301',
    joiningDate: '2019-06-03',
    centres: ['BLR-N'],
    subjects: [
      ['C10', 'MATH'],
      ['C09', 'MATH'],
    ],
  },
  {
    name: 'Rahul Verma',
    email: 'rahul.verma@demo.kaksha.local',
    mobile: '9845012302',
    joiningDate: '2020-07-01',
    centres: ['BLR-N', 'BLR-S'],
    subjects: [
      ['C11', 'PHY'],
      ['C12', 'PHY'],
    ],
  },
  {
    name: 'Fatima Sheikh',
    email: 'fatima.sheikh@demo.kaksha.local',
    mobile: '9845012303',
    joiningDate: '2021-04-12',
    centres: ['BLR-S'],
    subjects: [['C11', 'CHEM']],
  },
  {
    name: 'Joseph Mathew',
    email: 'joseph.mathew@demo.kaksha.local',
    mobile: '9845012304',
    joiningDate: '2018-01-08',
    centres: ['MYS'],
    subjects: [
      ['C08', 'SCI'],
      ['C07', 'SCI'],
    ],
  },
  {
    name: 'Priya Deshpande',
    email: 'priya.deshpande@demo.kaksha.local',
    mobile: '9845012305',
    joiningDate: '2022-06-20',
    centres: ['MYS', 'BLR-S'],
    subjects: [['C10', 'ENG']],
  },
  {
    name: 'Sandeep Reddy',
    email: 'sandeep.reddy@demo.kaksha.local',
    mobile: '9845012306',
    joiningDate: '2023-03-15',
    centres: ['BLR-N'],
    subjects: [['C06', 'SST']],
  },
];

export async function seedDemoTeachers(db: Db, suCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const organisationId = await demoOrganisationId(tx, suCode);
    const createdBy = 'Admin';

    const centreRows = await tx
      .insert(centres)
      .values(CENTRES.map((c) => ({ organisationId, ...c })))
      .returning({ id: centres.id, code: centres.centreCode });
    const teacherRows = await tx
      .insert(teachers)
      .values(
        TEACHERS.map((t) => ({
          organisationId,
          name: t.name,
          email: t.email,
          mobile: t.mobile,
          whatsapp: t.mobile,
          joiningDate: t.joiningDate,
        })),
      )
      .returning({ id: teachers.id, email: teachers.email });
    // Rows are matched by their natural keys, not by the order RETURNING happens to use.
    const teacherId = (email: string) => teacherRows.find((r) => r.email === email)!.id;
    const centreId = (code: string) => centreRows.find((r) => r.code === code)!.id;

    await tx.insert(teacherCentres).values(
      TEACHERS.flatMap((t) =>
        t.centres.map((code) => ({
          organisationId,
          teacherId: teacherId(t.email),
          centreId: centreId(code),
          createdBy,
        })),
      ),
    );
    await tx.insert(teacherSubjects).values(
      TEACHERS.flatMap((t) =>
        t.subjects.map(([classCode, subjectCode]) => ({
          organisationId,
          teacherId: teacherId(t.email),
          boardCode: 'CBSE',
          classCode: classCode!,
          subjectCode: subjectCode!,
          createdBy,
          createdFormName: 'Panels',
        })),
      ),
    );

    const first = teacherId(TEACHERS[0]!.email);
    await tx.insert(teacherAddresses).values({
      organisationId,
      teacherId: first,
      add1: '42, 5th Main Road',
      add2: 'Sahakar Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560092',
      country: 'India',
      landmark: 'Opposite the post office',
      createdBy,
    });
    await tx.insert(teacherEducation).values([
      {
        organisationId,
        teacherId: first,
        certificate: 'M.Sc. Mathematics',
        board: 'Bangalore University',
        year: 2015,
        marks: '74%',
        grade: 'A',
      },
      {
        organisationId,
        teacherId: first,
        certificate: 'B.Ed.',
        board: 'Bangalore University',
        year: 2017,
        marks: '81%',
        grade: 'A+',
      },
    ]);
    await tx.insert(teacherExperience).values([
      {
        organisationId,
        teacherId: first,
        organisation: 'Vidya Niketan School',
        fromDate: '2017-06-01',
        toDate: '2019-05-31',
        designation: 'TGT Mathematics',
        responsibilities: 'Classes 8 to 10; maths club',
        remarks: '',
        createdBy,
      },
    ]);
  });
}
