// Every TypeORM entity of the application. The data source (Nest and the migration CLI) reads
// this list; a module adds its entities here when it adds a table.
import { AppMeta } from './app-meta.entity.js';
import { User } from '../../modules/auth/entities/user.entity.js';

export const ENTITIES = [AppMeta, User];
