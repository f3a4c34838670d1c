// The students module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { studentRemovalProcessor } from './removal.processor';
export { mayReadStudentProfile } from './studentAccess';
export { studentsRoutes } from './students.routes';
