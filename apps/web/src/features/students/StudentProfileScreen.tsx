import { useState } from 'react';
import { Button, FileButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { type StudentProfile } from '@kaksha/contracts';
import { calendarDate } from '../../lib/format.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../components/FormNotice.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MessageFamily } from './components/MessageFamily.tsx';
import { isApiClientError } from '../../lib/api.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { tStudents } from '../../lib/i18n/students.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useStudent, useStudentPhoto } from './api/students.ts';
import { EditDetailsForm, EditGuardiansForm } from './components/EditForms.tsx';
import { AttendanceSection } from './components/AttendanceSection.tsx';
import { FeesSection } from './components/FeesSection.tsx';
import {
  BatchesSection,
  DocumentsSection,
  GuardiansSection,
  ExamsSection,
  Section,
  TimelineSection,
} from './components/ProfileSections.tsx';
import { StatusDialog } from './components/StatusDialog.tsx';
import { StudentStatusPill } from './components/StudentStatusPill.tsx';
import classes from './components/students.module.css';
import './mantine-styles.ts';

const s = tStudents.profile;

/** StudentProfile (?student=<id>): one page with everything about a student. */
export default function StudentProfileScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('student')) || null;
  const student = useStudent(id);
  const location = useLocation();
  const arrived = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<FormMessage | null>(
    arrived ? { tone: 'success', text: arrived } : null,
  );

  if (id === null) {
    return (
      <Stack gap="lg">
        <PageHeader title={s.title} intro={s.pickHint} />
        <Button component="a" href={screenHref('ManageStudents')} w="fit-content">
          {s.pick}
        </Button>
      </Stack>
    );
  }
  if (student.isPending) return <Text role="status">{t.common.loading}</Text>;
  if (student.isError) {
    const missing = isApiClientError(student.error) && student.error.status === 404;
    return <Notice tone="error">{missing ? s.notFound : s.loadFailed}</Notice>;
  }
  return <Profile student={student.data} notice={notice} setNotice={setNotice} />;
}

function Profile({
  student,
  notice,
  setNotice,
}: {
  student: StudentProfile;
  notice: FormMessage | null;
  setNotice: (message: FormMessage | null) => void;
}) {
  const canChange = useMenuAccess('StudentProfile').canManage;
  const canMove = useMenuAccess('ManageStudents').canManage;
  const [editing, setEditing] = useState<'details' | 'guardians' | 'status' | null>(null);
  const mayCollect = useMenuAccess(['PaidFees', 'PendingFees']).canManage;
  const mayAskLeave = useMenuAccess('Attendance').canView;
  const maySeat = useMenuAccess('StudentAlotment').canManage;
  const mayMessage = useMenuAccess('Messages').canManage;
  const [messaging, setMessaging] = useState(false);
  const photo = useStudentPhoto();
  const done = (text: string) => {
    setEditing(null);
    setNotice({ tone: 'success', text });
  };
  const savePhoto = (file: File | null) =>
    photo.mutate(
      { id: student.id, photo: file },
      { onError: (error) => setNotice(failure(s.photoFailed, error)) },
    );
  const facts: [string, string][] = [
    [s.admissionNumber, student.admissionNumber],
    [tStudents.admission.centre, student.centreName],
    [tStudents.admission.klass, [student.className, student.boardName].filter(Boolean).join(' · ') || '—'],
    [tStudents.admission.admissionDate, calendarDate(student.admissionDate)],
    [tStudents.admission.dateOfBirth, student.dateOfBirth ? calendarDate(student.dateOfBirth) : '—'],
    [tStudents.admission.gender, student.gender ? tStudents.genders[student.gender] : '—'],
    [tStudents.admission.school, student.school || '—'],
    [tStudents.admission.address, student.address || '—'],
  ];

  return (
    <Stack gap="lg">
      <div className={classes.profileHead}>
        {student.photoUrl ? (
          <img
            className={classes.photo}
            src={student.photoUrl}
            alt={fmt(s.photoOf, { name: student.name })}
          />
        ) : (
          <div className={classes.photo} aria-hidden />
        )}
        <div>
          <Title order={2}>{student.name}</Title>
          <Group gap="xs">
            <Text c="dimmed">{student.admissionNumber}</Text>
            <StudentStatusPill status={student.status} />
            {student.statusDate && (
              <Text size="sm" c="dimmed">
                {fmt(s.since, { date: calendarDate(student.statusDate) })}
                {student.statusReason && ` · ${student.statusReason}`}
              </Text>
            )}
          </Group>
          <Group gap="xs" mt={6}>
            <Button
              size="xs"
              variant="light"
              component="a"
              href={`/api/v1/students/${student.id}/id-card.pdf`}
              target="_blank"
              rel="noopener"
            >
              {s.idCard}
            </Button>
            {/* Leave asked for at the desk opens Attendance's form for this student (decision 083). */}
            {mayAskLeave && (
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`${screenHref('Attendance')}&view=leave&student=${student.id}&name=${encodeURIComponent(student.name)}`}
              >
                {s.askLeave}
              </Button>
            )}
            {/* One click from the profile to the collect form, and on to the receipt (issue 65). */}
            {mayCollect && (
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`${screenHref('PaidFees')}&collect=${student.id}&name=${encodeURIComponent(student.name)}`}
              >
                {s.collect}
              </Button>
            )}
            {maySeat && (
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`${screenHref('StudentAlotment')}&seat=${student.id}&name=${encodeURIComponent(student.name)}`}
              >
                {s.seat}
              </Button>
            )}
            {mayMessage && (
              <Button size="xs" variant="light" onClick={() => setMessaging(true)}>
                {s.message}
              </Button>
            )}
          </Group>
          <MessageFamily
            studentIds={[student.id]}
            who={student.name}
            guardians={student.guardians}
            opened={messaging}
            onClose={() => setMessaging(false)}
          />
          {canChange && (
            <Group gap="xs" mt={6}>
              <FileButton onChange={savePhoto} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button size="xs" variant="light" loading={photo.isPending} {...props}>
                    {s.uploadPhoto}
                  </Button>
                )}
              </FileButton>
              {student.photoUrl && (
                <Button size="xs" variant="subtle" onClick={() => savePhoto(null)}>
                  {s.removePhoto}
                </Button>
              )}
              {canMove && (
                <Button size="xs" variant="subtle" onClick={() => setEditing('status')}>
                  {tStudents.list.changeStatus}
                </Button>
              )}
            </Group>
          )}
        </div>
      </div>
      <FormNotice message={notice} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section
          title={s.details}
          action={
            canChange && (
              <Button size="xs" variant="outline" onClick={() => setEditing('details')}>
                {s.edit}
              </Button>
            )
          }
        >
          <dl className={classes.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <GuardiansSection
          student={student}
          action={
            canChange && (
              <Button size="xs" variant="outline" onClick={() => setEditing('guardians')}>
                {s.editGuardians}
              </Button>
            )
          }
        />
        <BatchesSection studentId={student.id} />
        <FeesSection studentId={student.id} />
        <DocumentsSection student={student} canChange={canChange} />
        <TimelineSection student={student} />
        <AttendanceSection studentId={student.id} />
        <ExamsSection />
      </SimpleGrid>

      <FormModal
        opened={editing === 'details'}
        onClose={() => setEditing(null)}
        title={fmt(s.editTitle, { name: student.name })}
      >
        <EditDetailsForm student={student} onCancel={() => setEditing(null)} onDone={() => done(s.saved)} />
      </FormModal>
      <FormModal
        opened={editing === 'guardians'}
        onClose={() => setEditing(null)}
        title={fmt(s.guardiansTitle, { name: student.name })}
      >
        <EditGuardiansForm student={student} onCancel={() => setEditing(null)} onDone={() => done(s.saved)} />
      </FormModal>
      <StatusDialog
        student={editing === 'status' ? student : null}
        onClose={() => setEditing(null)}
        onDone={done}
      />
    </Stack>
  );
}
