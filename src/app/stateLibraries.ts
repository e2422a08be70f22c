/**
 * Redux Toolkit, RTK Query and React Redux, evaluated in a step of their own before the store is made
 * (src/index.tsx). Only the bindings the app uses: importing the packages themselves there would keep
 * every export of them in the bundle.
 */
export { combineSlices, configureStore, createAction, createSlice } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
