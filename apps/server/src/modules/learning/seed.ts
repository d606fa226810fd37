import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  boards,
  chapters,
  classes,
  contentFiles,
  contents,
  organisations,
  subjects,
  topics,
} from '../../db/schema/index.ts';
import { simplePdf } from './pdf.ts';

/**
 * The demo institute's curriculum: CBSE, classes 6–12, NCERT chapters of seven subjects, three topics
 * per chapter and content of every type (PDF and upper-case types too, as older data has them).
 * Called once, when the demo institute is created; a fixed number of set-based statements.
 */

const CLASS_CODES = ['C06', 'C07', 'C08', 'C09', 'C10', 'C11', 'C12'] as const;
type ClassCode = (typeof CLASS_CODES)[number];

const SUBJECTS = [
  { code: 'MATH', name: 'Mathematics' },
  { code: 'SCI', name: 'Science' },
  { code: 'PHY', name: 'Physics' },
  { code: 'CHEM', name: 'Chemistry' },
  { code: 'BIO', name: 'Biology' },
  { code: 'ENG', name: 'English' },
  { code: 'SST', name: 'Social Science' },
] as const;
type SubjectCode = (typeof SUBJECTS)[number]['code'];

/** NCERT chapter titles; `book` is the prefix of NCERT's textbook PDFs (…/textbook/pdf/{book}{NN}.pdf). */
const BOOKS: { classCode: ClassCode; subject: SubjectCode; book: string; chapters: string[] }[] = [
  {
    classCode: 'C06',
    subject: 'MATH',
    book: 'femh1',
    chapters: [
      'Knowing Our Numbers',
      'Whole Numbers',
      'Playing with Numbers',
      'Basic Geometrical Ideas',
      'Understanding Elementary Shapes',
      'Integers',
      'Fractions',
      'Decimals',
      'Data Handling',
      'Mensuration',
      'Algebra',
      'Ratio and Proportion',
    ],
  },
  {
    classCode: 'C06',
    subject: 'SCI',
    book: 'fesc1',
    chapters: [
      'Food: Where Does It Come From?',
      'Components of Food',
      'Fibre to Fabric',
      'Sorting Materials into Groups',
      'Separation of Substances',
      'Getting to Know Plants',
      'Body Movements',
      'The Living Organisms and Their Surroundings',
      'Motion and Measurement of Distances',
      'Light, Shadows and Reflections',
      'Electricity and Circuits',
      'Fun with Magnets',
      'Air Around Us',
    ],
  },
  {
    classCode: 'C07',
    subject: 'MATH',
    book: 'gemh1',
    chapters: [
      'Integers',
      'Fractions and Decimals',
      'Data Handling',
      'Simple Equations',
      'Lines and Angles',
      'The Triangle and its Properties',
      'Comparing Quantities',
      'Rational Numbers',
      'Perimeter and Area',
      'Algebraic Expressions',
      'Exponents and Powers',
      'Symmetry',
      'Visualising Solid Shapes',
    ],
  },
  {
    classCode: 'C07',
    subject: 'SCI',
    book: 'gesc1',
    chapters: [
      'Nutrition in Plants',
      'Nutrition in Animals',
      'Heat',
      'Acids, Bases and Salts',
      'Physical and Chemical Changes',
      'Respiration in Organisms',
      'Transportation in Animals and Plants',
      'Reproduction in Plants',
      'Motion and Time',
      'Electric Current and its Effects',
      'Light',
      'Forests: Our Lifeline',
      'Wastewater Story',
    ],
  },
  {
    classCode: 'C08',
    subject: 'MATH',
    book: 'hemh1',
    chapters: [
      'Rational Numbers',
      'Linear Equations in One Variable',
      'Understanding Quadrilaterals',
      'Data Handling',
      'Squares and Square Roots',
      'Cubes and Cube Roots',
      'Comparing Quantities',
      'Algebraic Expressions and Identities',
      'Mensuration',
      'Exponents and Powers',
      'Direct and Inverse Proportions',
      'Factorisation',
      'Introduction to Graphs',
    ],
  },
  {
    classCode: 'C08',
    subject: 'SCI',
    book: 'hesc1',
    chapters: [
      'Crop Production and Management',
      'Microorganisms: Friend and Foe',
      'Coal and Petroleum',
      'Combustion and Flame',
      'Conservation of Plants and Animals',
      'Reproduction in Animals',
      'Reaching the Age of Adolescence',
      'Force and Pressure',
      'Friction',
      'Sound',
      'Chemical Effects of Electric Current',
      'Some Natural Phenomena',
      'Light',
    ],
  },
  {
    classCode: 'C09',
    subject: 'MATH',
    book: 'iemh1',
    chapters: [
      'Number Systems',
      'Polynomials',
      'Coordinate Geometry',
      'Linear Equations in Two Variables',
      "Introduction to Euclid's Geometry",
      'Lines and Angles',
      'Triangles',
      'Quadrilaterals',
      'Circles',
      "Heron's Formula",
      'Surface Areas and Volumes',
      'Statistics',
    ],
  },
  {
    classCode: 'C09',
    subject: 'SCI',
    book: 'iesc1',
    chapters: [
      'Matter in Our Surroundings',
      'Is Matter Around Us Pure?',
      'Atoms and Molecules',
      'Structure of the Atom',
      'The Fundamental Unit of Life',
      'Tissues',
      'Motion',
      'Force and Laws of Motion',
      'Gravitation',
      'Work and Energy',
      'Sound',
      'Improvement in Food Resources',
    ],
  },
  {
    classCode: 'C10',
    subject: 'MATH',
    book: 'jemh1',
    chapters: [
      'Real Numbers',
      'Polynomials',
      'Pair of Linear Equations in Two Variables',
      'Quadratic Equations',
      'Arithmetic Progressions',
      'Triangles',
      'Coordinate Geometry',
      'Introduction to Trigonometry',
      'Some Applications of Trigonometry',
      'Circles',
      'Areas Related to Circles',
      'Surface Areas and Volumes',
      'Statistics',
      'Probability',
    ],
  },
  {
    classCode: 'C10',
    subject: 'SCI',
    book: 'jesc1',
    chapters: [
      'Chemical Reactions and Equations',
      'Acids, Bases and Salts',
      'Metals and Non-metals',
      'Carbon and its Compounds',
      'Life Processes',
      'Control and Coordination',
      'How do Organisms Reproduce?',
      'Heredity',
      'Light – Reflection and Refraction',
      'The Human Eye and the Colourful World',
      'Electricity',
      'Magnetic Effects of Electric Current',
      'Our Environment',
    ],
  },
  {
    classCode: 'C10',
    subject: 'ENG',
    book: 'jeff1',
    chapters: [
      'A Letter to God',
      'Nelson Mandela: Long Walk to Freedom',
      'Two Stories about Flying',
      'From the Diary of Anne Frank',
      'Glimpses of India',
      'Mijbil the Otter',
      'Madam Rides the Bus',
      'The Sermon at Benares',
      'The Proposal',
    ],
  },
  {
    classCode: 'C10',
    subject: 'SST',
    book: 'jess3',
    chapters: [
      'Resources and Development',
      'Forest and Wildlife Resources',
      'Water Resources',
      'Agriculture',
      'Minerals and Energy Resources',
      'Manufacturing Industries',
      'Lifelines of National Economy',
    ],
  },
  {
    classCode: 'C11',
    subject: 'MATH',
    book: 'kemh1',
    chapters: [
      'Sets',
      'Relations and Functions',
      'Trigonometric Functions',
      'Complex Numbers and Quadratic Equations',
      'Linear Inequalities',
      'Permutations and Combinations',
      'Binomial Theorem',
      'Sequences and Series',
      'Straight Lines',
      'Conic Sections',
      'Introduction to Three Dimensional Geometry',
      'Limits and Derivatives',
      'Statistics',
      'Probability',
    ],
  },
  {
    classCode: 'C11',
    subject: 'PHY',
    book: 'keph1',
    chapters: [
      'Units and Measurements',
      'Motion in a Straight Line',
      'Motion in a Plane',
      'Laws of Motion',
      'Work, Energy and Power',
      'System of Particles and Rotational Motion',
      'Gravitation',
      'Mechanical Properties of Solids',
      'Mechanical Properties of Fluids',
      'Thermal Properties of Matter',
      'Thermodynamics',
      'Kinetic Theory',
      'Oscillations',
      'Waves',
    ],
  },
  {
    classCode: 'C11',
    subject: 'CHEM',
    book: 'kech1',
    chapters: [
      'Some Basic Concepts of Chemistry',
      'Structure of Atom',
      'Classification of Elements and Periodicity in Properties',
      'Chemical Bonding and Molecular Structure',
      'Thermodynamics',
      'Equilibrium',
      'Redox Reactions',
      'Organic Chemistry – Some Basic Principles and Techniques',
      'Hydrocarbons',
    ],
  },
  {
    classCode: 'C11',
    subject: 'BIO',
    book: 'kebo1',
    chapters: [
      'The Living World',
      'Biological Classification',
      'Plant Kingdom',
      'Animal Kingdom',
      'Morphology of Flowering Plants',
      'Anatomy of Flowering Plants',
      'Structural Organisation in Animals',
      'Cell: The Unit of Life',
      'Biomolecules',
      'Cell Cycle and Cell Division',
      'Photosynthesis in Higher Plants',
      'Respiration in Plants',
      'Plant Growth and Development',
    ],
  },
  {
    classCode: 'C12',
    subject: 'MATH',
    book: 'lemh1',
    chapters: [
      'Relations and Functions',
      'Inverse Trigonometric Functions',
      'Matrices',
      'Determinants',
      'Continuity and Differentiability',
      'Application of Derivatives',
      'Integrals',
      'Application of Integrals',
      'Differential Equations',
      'Vector Algebra',
      'Three Dimensional Geometry',
      'Linear Programming',
      'Probability',
    ],
  },
  {
    classCode: 'C12',
    subject: 'PHY',
    book: 'leph1',
    chapters: [
      'Electric Charges and Fields',
      'Electrostatic Potential and Capacitance',
      'Current Electricity',
      'Moving Charges and Magnetism',
      'Magnetism and Matter',
      'Electromagnetic Induction',
      'Alternating Current',
      'Electromagnetic Waves',
      'Ray Optics and Optical Instruments',
      'Wave Optics',
      'Dual Nature of Radiation and Matter',
      'Atoms',
      'Nuclei',
      'Semiconductor Electronics',
    ],
  },
  {
    classCode: 'C12',
    subject: 'CHEM',
    book: 'lech1',
    chapters: [
      'Solutions',
      'Electrochemistry',
      'Chemical Kinetics',
      'The d- and f-Block Elements',
      'Coordination Compounds',
      'Haloalkanes and Haloarenes',
      'Alcohols, Phenols and Ethers',
      'Aldehydes, Ketones and Carboxylic Acids',
      'Amines',
      'Biomolecules',
    ],
  },
  {
    classCode: 'C12',
    subject: 'BIO',
    book: 'lebo1',
    chapters: [
      'Sexual Reproduction in Flowering Plants',
      'Human Reproduction',
      'Reproductive Health',
      'Principles of Inheritance and Variation',
      'Molecular Basis of Inheritance',
      'Evolution',
      'Human Health and Disease',
      'Microbes in Human Welfare',
      'Biotechnology: Principles and Processes',
      'Biotechnology and its Applications',
      'Organisms and Populations',
      'Ecosystem',
      'Biodiversity and Conservation',
    ],
  },
];

/** Topics as the textbook sections name them, where we wrote them out; three general ones elsewhere. */
const TOPICS: Record<string, string[]> = {
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
const GENERAL_TOPICS = ['Introduction', 'Key Concepts and Worked Examples', 'Exercises and Revision'];

const VIDEO = 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4';
const SIMULATIONS: Partial<Record<SubjectCode, string[]>> = {
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
const RICH: ReadonlySet<string> = new Set(['C10|MATH', 'C10|SCI']);

interface SeedContent {
  type: string;
  name: string;
  url: string | null;
  file?: { name: string; bytes: Buffer };
}

function contentFor(
  book: { classCode: ClassCode; subject: SubjectCode; book: string },
  chapterNo: number,
  chapterName: string,
  topicNo: number,
  topicName: string,
): SeedContent[] {
  const nn = String(chapterNo).padStart(2, '0');
  const textbook = `https://ncert.nic.in/textbook/pdf/${book.book}${nn}.pdf`;
  const exemplar = `https://ncert.nic.in/pdf/publication/exemplarproblem/${book.book}${nn}.pdf`;
  const sims = SIMULATIONS[book.subject] ?? [];
  const simulation = sims.length > 0 ? sims[(chapterNo + topicNo) % sims.length]! : null;
  if (!RICH.has(`${book.classCode}|${book.subject}`)) {
    if (topicNo === 1) return [{ type: 'Video', name: `${chapterName}: an introduction`, url: VIDEO }];
    if (topicNo === 2) {
      const items: SeedContent[] = [{ type: 'PDF', name: `NCERT textbook: ${chapterName}`, url: textbook }];
      if (simulation)
        items.push({ type: 'Simulation Video', name: `Explore: ${topicName}`, url: simulation });
      return items;
    }
    return [
      { type: chapterNo % 2 ? 'Worksheet' : 'WORKSHEET', name: `${chapterName} worksheet`, url: exemplar },
    ];
  }
  if (topicNo === 1) {
    return [
      { type: 'Video', name: `${topicName} (video lesson)`, url: VIDEO },
      {
        type: 'PPT',
        name: `${chapterName} – class slides`,
        url: null,
        file: {
          name: `${chapterName} slides.pdf`,
          bytes: simplePdf(`${chapterName}`, [
            `Class 10 - ${book.subject === 'MATH' ? 'Mathematics' : 'Science'} - Chapter ${chapterNo}`,
            `Topic: ${topicName}`,
            'Learning objectives, key terms and two worked examples.',
            'Use with the video lesson and the worksheet of this chapter.',
          ]),
        },
      },
    ];
  }
  if (topicNo === 2) {
    return [
      { type: 'Activity Video', name: `Classroom activity: ${topicName}`, url: VIDEO },
      ...(simulation
        ? [{ type: 'Simulation Video', name: `Simulation: ${topicName}`, url: simulation }]
        : []),
      { type: 'Activity Item', name: `Activity sheet: ${topicName}`, url: exemplar },
    ];
  }
  return [
    {
      type: chapterNo % 2 ? 'Worksheet' : 'WORKSHEET',
      name: `Practice worksheet: ${topicName}`,
      url: exemplar,
    },
    { type: chapterNo % 2 ? 'Assignment' : 'ASSIGNMENT', name: `Assignment: ${chapterName}`, url: exemplar },
    { type: 'PDF', name: `NCERT textbook: ${chapterName}`, url: textbook },
  ];
}

export async function seedDemoCurriculum(db: Db, suCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [organisation] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.suCode, suCode));
    if (!organisation) throw new Error(`seedDemoCurriculum: no organisation ${suCode}`);
    const organisationId = organisation.id;

    const boardRows = await tx
      .insert(boards)
      .values([
        { organisationId, code: 'CBSE', name: 'Central Board of Secondary Education' },
        { organisationId, code: 'ICSE', name: 'Indian Certificate of Secondary Education' },
      ])
      .returning({ id: boards.id, code: boards.code });
    const classRows = await tx
      .insert(classes)
      .values(CLASS_CODES.map((code) => ({ organisationId, code, name: `Class ${Number(code.slice(1))}` })))
      .returning({ id: classes.id, code: classes.code });
    const subjectRows = await tx
      .insert(subjects)
      .values(SUBJECTS.map((s) => ({ organisationId, ...s })))
      .returning({ id: subjects.id, code: subjects.code });
    const idOf = (rows: { id: number; code: string }[], code: string) =>
      rows.find((r) => r.code === code)!.id;
    const cbse = idOf(boardRows, 'CBSE');

    const chapterDefs = BOOKS.flatMap((book) =>
      book.chapters.map((name, i) => ({ book, name, slNo: i + 1 })),
    );
    const chapterRows = await tx
      .insert(chapters)
      .values(
        chapterDefs.map((c) => ({
          organisationId,
          boardId: cbse,
          classId: idOf(classRows, c.book.classCode),
          subjectId: idOf(subjectRows, c.book.subject),
          name: c.name,
          slNo: c.slNo,
          isDefault: c.slNo === 1,
        })),
      )
      .returning({
        id: chapters.id,
        classId: chapters.classId,
        subjectId: chapters.subjectId,
        slNo: chapters.slNo,
      });
    // Rows are matched by their natural keys, not by the order RETURNING happens to use.
    const chapterId = new Map(chapterRows.map((r) => [`${r.classId}|${r.subjectId}|${r.slNo}`, r.id]));

    const topicDefs = chapterDefs.flatMap((c) =>
      (TOPICS[c.name] && RICH.has(`${c.book.classCode}|${c.book.subject}`)
        ? TOPICS[c.name]!
        : GENERAL_TOPICS
      ).map((name, j) => ({
        chapter: c,
        chapterId: chapterId.get(
          `${idOf(classRows, c.book.classCode)}|${idOf(subjectRows, c.book.subject)}|${c.slNo}`,
        )!,
        name,
        slNo: j + 1,
      })),
    );
    const topicRows = await tx
      .insert(topics)
      .values(topicDefs.map((t) => ({ organisationId, chapterId: t.chapterId, name: t.name, slNo: t.slNo })))
      .returning({ id: topics.id, chapterId: topics.chapterId, slNo: topics.slNo });
    const topicId = new Map(topicRows.map((r) => [`${r.chapterId}|${r.slNo}`, r.id]));

    const contentDefs = topicDefs.flatMap((t) =>
      contentFor(t.chapter.book, t.chapter.slNo, t.chapter.name, t.slNo, t.name).map((item, j) => ({
        ...item,
        topicId: topicId.get(`${t.chapterId}|${t.slNo}`)!,
        slNo: j + 1,
      })),
    );
    const contentRows = await tx
      .insert(contents)
      .values(
        contentDefs.map((c) => ({
          organisationId,
          topicId: c.topicId,
          slNo: c.slNo,
          contentType: c.type,
          name: c.name,
          url: c.url,
        })),
      )
      .returning({ id: contents.id, topicId: contents.topicId, slNo: contents.slNo });
    const contentId = new Map(contentRows.map((r) => [`${r.topicId}|${r.slNo}`, r.id]));

    const files = contentDefs.flatMap((c) =>
      c.file
        ? [
            {
              organisationId,
              contentId: contentId.get(`${c.topicId}|${c.slNo}`)!,
              fileName: c.file.name,
              mimeType: 'application/pdf',
              size: c.file.bytes.length,
              bytes: c.file.bytes,
            },
          ]
        : [],
    );
    if (files.length > 0) await tx.insert(contentFiles).values(files);
  });
}
