import type { StudentResult } from '@kaksha/contracts';
import type { AttendanceShare } from '../attendance/shares.ts';

// A report card's remark, drafted from the student's marks and attendance for the teacher to edit.

interface Papers {
  subjectName: string;
  maxMarks: number;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** How the student did overall, in a teacher's words, by the share of marks. */
function standing(percent: number) {
  if (percent >= 90) return 'has done outstanding work';
  if (percent >= 75) return 'has done very well';
  if (percent >= 60) return 'has done well';
  if (percent >= 45) return 'has made steady progress';
  if (percent >= 33) return 'has passed but needs to work harder';
  return 'needs much more support';
}

/** What attendance says, with its trend over the last month beside the whole term. */
function attendanceWords(share: AttendanceShare | undefined) {
  if (!share || share.percent === null) return '';
  const whole = `Attendance this term is ${share.percent}%`;
  const recent = share.recentPercent;
  if (recent === null || Math.abs(recent - share.percent) < 5)
    return share.percent < 75 ? `${whole}; regular attendance will help.` : `${whole}.`;
  return recent > share.percent
    ? `${whole} and has improved over the last month (${recent}%).`
    : `${whole} but has fallen over the last month (${recent}%); please help it recover.`;
}

/**
 * A draft remark: the standing by %, the strongest subject, each subject below its passing marks or
 * missed, and the attendance with its trend. Nothing recorded: it says the marks are not in yet.
 */
export function draftRemark(student: StudentResult, papers: Papers[], share: AttendanceShare | undefined) {
  const name = firstName(student.name);
  const sat = student.papers
    .map((cell, i) => ({ cell, paper: papers[i]! }))
    .filter(({ cell }) => cell.status === 'present' && cell.marks !== null);
  if (sat.length === 0 && student.papers.every((c) => c.status === null))
    return `No marks have been entered for ${name} yet.`;
  const parts: string[] = [];
  if (student.percent !== null) parts.push(`${name} ${standing(student.percent)} (${student.percent}%).`);
  const best = [...sat].sort(
    (a, b) => b.cell.marks! / b.paper.maxMarks - a.cell.marks! / a.paper.maxMarks,
  )[0];
  if (best && sat.length > 1) parts.push(`Strongest in ${best.paper.subjectName}.`);
  const below = student.papers
    .map((cell, i) => ({ cell, paper: papers[i]! }))
    .filter(({ cell }) => cell.status === 'present' && cell.passed === false)
    .map(({ paper }) => paper.subjectName);
  if (below.length > 0) parts.push(`Needs attention in ${below.join(', ')}.`);
  const missed = student.papers
    .map((cell, i) => ({ cell, paper: papers[i]! }))
    .filter(({ cell }) => cell.status === 'absent')
    .map(({ paper }) => paper.subjectName);
  if (missed.length > 0) parts.push(`Was absent for ${missed.join(', ')}.`);
  const attendance = attendanceWords(share);
  if (attendance) parts.push(attendance);
  return parts.join(' ');
}
