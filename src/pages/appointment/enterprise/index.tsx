import { appointmentListScreen } from '../list/screen'

/** /enterprise/appointments: the requests still waiting for my company's answer. */
export default appointmentListScreen('enterprise', 'route.enterpriseAppointments')
