import {
  createInvitation,
  getHousehold,
  getInvitation,
  joinHousehold,
  leaveHousehold,
  listInvitations,
  removeMember,
  revokeInvitation,
  updateHousehold,
  updateMember,
} from '@glouton/core/api';
import type { FastifyContextConfig } from 'fastify';
import { route } from '../../http/routes.js';
import type { HouseholdsService } from './households.service.js';
import type { createJoinService } from './join.service.js';

/**
 * `lookUpLimit`: the per-address guard of the doors that take a password (auth's `limitedPerAddress`),
 * on the public look-up of a code, so that codes are guessed no faster than passwords.
 */
export function householdsRoutes(
  households: HouseholdsService,
  join: ReturnType<typeof createJoinService>,
  lookUpLimit: FastifyContextConfig,
) {
  return [
    route(getInvitation, ({ params }) => households.lookUpInvitation(params.code), lookUpLimit),
    route(getHousehold, ({ auth }) => households.get(auth)),
    route(updateHousehold, ({ auth, body }) => households.update(auth, body)),
    route(createInvitation, ({ auth }) => households.invite(auth)),
    route(listInvitations, ({ auth }) => households.listInvitations(auth)),
    route(revokeInvitation, ({ auth, params }) => households.revokeInvitation(auth, params.invitationId)),
    route(joinHousehold, ({ auth, body }) => join(auth, body)),
    route(leaveHousehold, ({ auth }) => households.leave(auth)),
    route(updateMember, ({ auth, params, body }) => households.setRole(auth, params.userId, body.role)),
    route(removeMember, ({ auth, params }) => households.remove(auth, params.userId)),
  ];
}
