/** The demo curriculum's classes, subjects, topics and media (the chapters are in books-*.ts). */

export const CLASS_CODES = ['C06', 'C07', 'C08', 'C09', 'C10', 'C11', 'C12'] as const;
export type ClassCode = (typeof CLASS_CODES)[number];

export const SUBJECTS = [
  { code: 'MATH', name: 'Mathematics' },
  { code: 'SCI', name: 'Science' },
  { code: 'PHY', name: 'Physics' },
  { code: 'CHEM', name: 'Chemistry' },
  { code: 'BIO', name: 'Biology' },
  { code: 'ENG', name: 'English' },
  { code: 'SST', name: 'Social Science' },
] as const;
export type SubjectCode = (typeof SUBJECTS)[number]['code'];

/** A textbook: its class, subject, NCERT file prefix and chapter titles. */
export interface Book {
  classCode: ClassCode;
  subject: SubjectCode;
  book: string;
  chapters: string[];
}

/** Topics as the textbook sections name them, where we wrote them out; three general ones elsewhere. */
export const TOPICS: Record<string, string[]> = {
  'Real Numbers': ['Introduction', 'The Fundamental Theorem of Arithmetic', 'Revisiting Irrational Numbers'],
  Polynomials: [
    'Geometrical Meaning of the Zeroes of a Polynomial',
    'Relationship between Zeroes and Coefficients of a Polynomial',
    'Summary and Exercises',
  ],
  'Pair of Linear Equations in Two Variables': [
    'Graphical Method of Solution',
    'Substitution Method',
    'Elimination Method',
  ],
  'Quadratic Equations': [
    'Quadratic Equations',
    'Solution of a Quadratic Equation by Factorisation',
    'Nature of Roots',
  ],
  'Arithmetic Progressions': [
    'Arithmetic Progressions',
    'nth Term of an AP',
    'Sum of First n Terms of an AP',
  ],
  'Introduction to Trigonometry': [
    'Trigonometric Ratios',
    'Trigonometric Ratios of Some Specific Angles',
    'Trigonometric Identities',
  ],
  Electricity: ['Electric Current and Circuit', "Ohm's Law", 'Heating Effect of Electric Current'],
  'Chemical Reactions and Equations': [
    'Chemical Equations',
    'Types of Chemical Reactions',
    'Effects of Oxidation Reactions in Everyday Life',
  ],
};
export const GENERAL_TOPICS = ['Introduction', 'Key Concepts and Worked Examples', 'Exercises and Revision'];

export const VIDEO = 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4';
export const SIMULATIONS: Partial<Record<SubjectCode, string[]>> = {
  MATH: [
    'https://phet.colorado.edu/sims/html/graphing-quadratics/latest/graphing-quadratics_en.html',
    'https://phet.colorado.edu/sims/html/area-builder/latest/area-builder_en.html',
    'https://phet.colorado.edu/sims/html/fractions-intro/latest/fractions-intro_en.html',
  ],
  SCI: [
    'https://phet.colorado.edu/sims/html/circuit-construction-kit-dc/latest/circuit-construction-kit-dc_en.html',
    'https://phet.colorado.edu/sims/html/acid-base-solutions/latest/acid-base-solutions_en.html',
    'https://phet.colorado.edu/sims/html/bending-light/latest/bending-light_en.html',
  ],
  PHY: [
    'https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_en.html',
    'https://phet.colorado.edu/sims/html/wave-on-a-string/latest/wave-on-a-string_en.html',
    'https://phet.colorado.edu/sims/html/gravity-and-orbits/latest/gravity-and-orbits_en.html',
  ],
  CHEM: ['https://phet.colorado.edu/sims/html/build-an-atom/latest/build-an-atom_en.html'],
};

/** Classes 10 get every content type in every topic; the others a video, the textbook and a worksheet. */
export const RICH: ReadonlySet<string> = new Set(['C10|MATH', 'C10|SCI']);
