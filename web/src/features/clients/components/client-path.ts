/**
 * A client's or lead's details page. A module of its own: the lead form's duplicate notice
 * links there, and importing it from the table's columns (which import the form) made a cycle.
 */
export const clientPath = (id: string) => `/app/clients/clientdetails/${id}`;
