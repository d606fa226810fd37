import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { t } from '../lib/i18n/index.ts';
import { centreStrings } from '../features/centres/strings.ts';
import { teacherStrings } from '../features/teachers/strings.ts';
import { learningTitles } from '../features/learning/titles.ts';

/**
 * THE registry of shell screens: a menu's FrmName → its lazily loaded screen. A FrmName missing here
 * shows '404 Page Not Found'. Other areas (Board, ChapterDetails, Panels, …) add their line here.
 */
type ScreenModule = { default: ComponentType };

export interface ScreenEntry {
  /** Shown in the breadcrumb when no menu names the screen. */
  title: string;
  load: () => Promise<ScreenModule>;
}

export const screens: Record<string, ScreenEntry> = {
  Dashboard: { title: t.screens.Dashboard, load: () => import('../features/dashboard/DashboardScreen.tsx') },
  MyProfile: { title: t.screens.MyProfile, load: () => import('../features/profile/ProfileScreen.tsx') },
  Payroll: { title: t.screens.Payroll, load: () => import('../features/payroll/PayrollScreen.tsx') },
  UserManager: { title: 'User Manager', load: () => import('../features/users/UserManagerScreen.tsx') },
  RoleManager: { title: 'Role Manager', load: () => import('../features/roles/RoleManagerScreen.tsx') },
  AuditLog: { title: 'Audit Log', load: () => import('../features/audit/AuditLogScreen.tsx') },
  Manageteacher: {
    title: teacherStrings.directory.title,
    load: () => import('../features/teachers/ManageTeacherScreen.tsx'),
  },
  Panels: { title: t.screens.Panels, load: () => import('../features/teachers/PanelsScreen.tsx') },
  Center: { title: centreStrings.list.title, load: () => import('../features/centres/CenterScreen.tsx') },
  CentreAsignment: {
    title: centreStrings.assign.title,
    load: () => import('../features/centres/CentreAssignmentScreen.tsx'),
  },
  Board: { title: learningTitles.Board, load: () => import('../features/curriculum/BoardScreen.tsx') },
  Class: { title: learningTitles.Class, load: () => import('../features/curriculum/ClassScreen.tsx') },
  Subject: { title: learningTitles.Subject, load: () => import('../features/curriculum/SubjectScreen.tsx') },
  ChapterDetails: {
    title: learningTitles.ChapterDetails,
    load: () => import('../features/learning/ChapterDetailsScreen.tsx'),
  },
  LMS: { title: learningTitles.LMS, load: () => import('../features/learning/LMSScreen.tsx') },
  LMS_Video: {
    title: learningTitles.LMS_Video,
    load: () => import('../features/learning/LMSVideoScreen.tsx'),
  },
  LearnVideo: {
    title: learningTitles.LearnVideo,
    load: () => import('../features/learning/LearnVideoScreen.tsx'),
  },
  ClassVideo: {
    title: learningTitles.ClassVideo,
    load: () => import('../features/learning/ClassVideoScreen.tsx'),
  },
  SimulationVideo: {
    title: learningTitles.SimulationVideo,
    load: () => import('../features/learning/SimulationVideoScreen.tsx'),
  },
};

export function getScreen(frmName: string): ScreenEntry | undefined {
  return Object.prototype.hasOwnProperty.call(screens, frmName) ? screens[frmName] : undefined;
}

export const hasScreen = (frmName: string) => getScreen(frmName) !== undefined;

/** On-demand screen load time-out (spec: 120 s). */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  override name = 'ScreenLoadTimeout';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeout(`Loading took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a screen, one per (FrmName, attempt): React.lazy remembers a failed load,
 * so "Try again" asks for the next attempt, which imports afresh.
 */
export function lazyScreen(frmName: string, attempt: number): LazyExoticComponent<ComponentType> | undefined {
  const entry = getScreen(frmName);
  if (!entry) return undefined;
  const key = `${frmName}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => withTimeout(entry.load(), SCREEN_LOAD_TIMEOUT_MS));
    components.set(key, component);
  }
  return component;
}
