// The part of react-router-dom the site uses, shared by the shell and every remote as
// `react-router-dom`. A shared module keeps every export it has, so sharing the whole package ships
// its data routers and server rendering too (~40 KB gzip); this list lets webpack leave them out.
// A name missing here fails the check in __tests__/react-router-dom.test.js.
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
