/** English labels: departments and academic courses (see ../catalogue.ts). */
export const departments = {
  title: 'Department',
  /** A department without a name. */
  department: 'Department',
  otherDepartments: 'Other departments',
  unavailable: 'Departments',
  noneOfType: 'No departments of this type yet.',
  faculty: {
    unavailable: 'Faculty',
    none: 'No faculty in this department yet.',
    search: 'Search faculty by name',
    noun: 'faculty',
    caption: (department: string) => `Faculty of ${department}`,
    designation: 'Designation',
  },
  activities: {
    unavailable: 'Activities',
    none: 'No activities yet.',
    search: 'Search activities by name',
    noun: 'activities',
    caption: (department: string) => `Activities of ${department}`,
    number: 'Sr. No.',
    name: 'Name',
    academicYear: 'Academic Year',
    type: 'Type',
    staff: 'Staff',
    detail: 'Detail',
    view: 'View',
    /** An activity without a name. */
    activity: 'Activity',
  },
  site: {
    noAbout: 'Nothing about the department yet.',
    noOutcomes: 'No programme outcomes yet.',
    noLaboratories: 'No laboratories listed yet.',
    noAchievements: 'No student achievements yet.',
    noMessage: 'No message from the head of department yet.',
    photoOf: (name: string) => `Photo of ${name}`,
    head: 'Head of department',
    untitled: 'Untitled',
  },
  courses: {
    title: 'Academic Courses',
    /** A course head without a name. */
    course: 'Course',
    sections: (course: string) => `${course}: sections`,
    about: 'About',
    /** A sub head without a title. */
    topic: 'Topic',
    topics: 'Topics',
    /** A course head's sub heads on its About tab, each with its facts. */
    programmes: 'Programmes',
    none: 'No courses published yet.',
    noAbout: 'Nothing about this course yet.',
    picture: (course: string, n: string) => `${course}: picture ${n}`,
    noDetails: 'No details for this course yet.',
  },
};
