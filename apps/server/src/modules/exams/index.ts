export { examsRoutes } from './exams.routes';
export { seedDemoExams } from './exams.seed';
