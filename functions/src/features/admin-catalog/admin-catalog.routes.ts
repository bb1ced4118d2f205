import { Router } from 'express';

export const adminCatalogRouter = Router();
