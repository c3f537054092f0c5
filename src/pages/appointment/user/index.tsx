import { appointmentListScreen } from '../list/screen'

/** /user/appointments: every upcoming meeting I take part in, on either side. */
export default appointmentListScreen('user', 'route.userAppointments')
