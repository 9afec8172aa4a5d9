from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_0 import (
        ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0,
    )
    from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1 import (
        ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1,
    )
    from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
        ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
        ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
        ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
        ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
        ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
        ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
    )
    from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
        ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0,
    )
    from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
        ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1,
    )
    from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_0 import (
        ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0,
    )
    from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_1 import (
        ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1,
    )
    from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
        ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0,
    )
    from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
        ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1,
    )
    from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
        ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
        ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
        ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.action_submit_request_request_activate_shootin_ladders import (
        ActionSubmitRequestRequestActivateShootinLadders,
    )
    from ..models.action_submit_request_request_boost_frag_deadlands import ActionSubmitRequestRequestBoostFragDeadlands
    from ..models.action_submit_request_request_cage_draw_run_for_your_life_candyman import (
        ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_choose_pass_ladder_29 import (
        ActionSubmitRequestRequestChoosePassLadder29,
    )
    from ..models.action_submit_request_request_cure_frag_deadlands import ActionSubmitRequestRequestCureFragDeadlands
    from ..models.action_submit_request_request_defend_run_for_your_life_candyman import (
        ActionSubmitRequestRequestDefendRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_discard_frag_deadlands import (
        ActionSubmitRequestRequestDiscardFragDeadlands,
    )
    from ..models.action_submit_request_request_drop_flag_shootin_ladders import (
        ActionSubmitRequestRequestDropFlagShootinLadders,
    )
    from ..models.action_submit_request_request_drop_frag_deadlands import ActionSubmitRequestRequestDropFragDeadlands
    from ..models.action_submit_request_request_equip_run_for_your_life_candyman import (
        ActionSubmitRequestRequestEquipRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_escape_run_for_your_life_candyman import (
        ActionSubmitRequestRequestEscapeRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_fall_frag_deadlands import ActionSubmitRequestRequestFallFragDeadlands
    from ..models.action_submit_request_request_flag_part_shootin_ladders import (
        ActionSubmitRequestRequestFlagPartShootinLadders,
    )
    from ..models.action_submit_request_request_gear_shootin_ladders import ActionSubmitRequestRequestGearShootinLadders
    from ..models.action_submit_request_request_go_first_shootin_ladders import (
        ActionSubmitRequestRequestGoFirstShootinLadders,
    )
    from ..models.action_submit_request_request_hang_frag_deadlands import ActionSubmitRequestRequestHangFragDeadlands
    from ..models.action_submit_request_request_hold_fire_frag_deadlands import (
        ActionSubmitRequestRequestHoldFireFragDeadlands,
    )
    from ..models.action_submit_request_request_hold_frag_deadlands import ActionSubmitRequestRequestHoldFragDeadlands
    from ..models.action_submit_request_request_joker_draw_frag_deadlands import (
        ActionSubmitRequestRequestJokerDrawFragDeadlands,
    )
    from ..models.action_submit_request_request_jump_frag_deadlands import ActionSubmitRequestRequestJumpFragDeadlands
    from ..models.action_submit_request_request_keep_flag_shootin_ladders import (
        ActionSubmitRequestRequestKeepFlagShootinLadders,
    )
    from ..models.action_submit_request_request_keep_frag_deadlands import ActionSubmitRequestRequestKeepFragDeadlands
    from ..models.action_submit_request_request_keep_none_frag_deadlands import (
        ActionSubmitRequestRequestKeepNoneFragDeadlands,
    )
    from ..models.action_submit_request_request_lead_ladder_29 import ActionSubmitRequestRequestLeadLadder29
    from ..models.action_submit_request_request_no_blood_frag_deadlands import (
        ActionSubmitRequestRequestNoBloodFragDeadlands,
    )
    from ..models.action_submit_request_request_no_defense_run_for_your_life_candyman import (
        ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_no_hang_frag_deadlands import (
        ActionSubmitRequestRequestNoHangFragDeadlands,
    )
    from ..models.action_submit_request_request_no_reaction_shootin_ladders import (
        ActionSubmitRequestRequestNoReactionShootinLadders,
    )
    from ..models.action_submit_request_request_no_return_frag_deadlands import (
        ActionSubmitRequestRequestNoReturnFragDeadlands,
    )
    from ..models.action_submit_request_request_no_summon_run_for_your_life_candyman import (
        ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_part_run_for_your_life_candyman import (
        ActionSubmitRequestRequestPartRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_pass_flag_shootin_ladders import (
        ActionSubmitRequestRequestPassFlagShootinLadders,
    )
    from ..models.action_submit_request_request_pickup_frag_deadlands import (
        ActionSubmitRequestRequestPickupFragDeadlands,
    )
    from ..models.action_submit_request_request_place_shootin_ladders import (
        ActionSubmitRequestRequestPlaceShootinLadders,
    )
    from ..models.action_submit_request_request_play_weapon_shootin_ladders import (
        ActionSubmitRequestRequestPlayWeaponShootinLadders,
    )
    from ..models.action_submit_request_request_poker_frag_deadlands import ActionSubmitRequestRequestPokerFragDeadlands
    from ..models.action_submit_request_request_react_shootin_ladders import (
        ActionSubmitRequestRequestReactShootinLadders,
    )
    from ..models.action_submit_request_request_reload_shootin_ladders import (
        ActionSubmitRequestRequestReloadShootinLadders,
    )
    from ..models.action_submit_request_request_return_fire_frag_deadlands import (
        ActionSubmitRequestRequestReturnFireFragDeadlands,
    )
    from ..models.action_submit_request_request_shoot_out_frag_deadlands import (
        ActionSubmitRequestRequestShootOutFragDeadlands,
    )
    from ..models.action_submit_request_request_stay_shootin_ladders import ActionSubmitRequestRequestStayShootinLadders
    from ..models.action_submit_request_request_steal_flag_shootin_ladders import (
        ActionSubmitRequestRequestStealFlagShootinLadders,
    )
    from ..models.action_submit_request_request_summon_run_for_your_life_candyman import (
        ActionSubmitRequestRequestSummonRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_swap_frag_deadlands import ActionSubmitRequestRequestSwapFragDeadlands
    from ..models.action_submit_request_request_take_blood_frag_deadlands import (
        ActionSubmitRequestRequestTakeBloodFragDeadlands,
    )
    from ..models.action_submit_request_request_take_hot_spot_ladder_29 import (
        ActionSubmitRequestRequestTakeHotSpotLadder29,
    )
    from ..models.action_submit_request_request_teleport_frag_deadlands import (
        ActionSubmitRequestRequestTeleportFragDeadlands,
    )
    from ..models.action_submit_request_request_treat_run_for_your_life_candyman import (
        ActionSubmitRequestRequestTreatRunForYourLifeCandyman,
    )
    from ..models.action_submit_request_request_use_blood_frag_deadlands import (
        ActionSubmitRequestRequestUseBloodFragDeadlands,
    )


T = TypeVar("T", bound="ActionSubmitRequestRequest")


@_attrs_define
class ActionSubmitRequestRequest:
    """
    Attributes:
        action (ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0 |
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1 |
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0 |
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1 |
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0 |
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1 |
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2 |
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3 |
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0 |
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1 |
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0 |
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1 |
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0 |
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1 |
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0 |
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1 |
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2 |
            ActionSubmitRequestRequestActivateShootinLadders | ActionSubmitRequestRequestBoostFragDeadlands |
            ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman | ActionSubmitRequestRequestChoosePassLadder29 |
            ActionSubmitRequestRequestCureFragDeadlands | ActionSubmitRequestRequestDefendRunForYourLifeCandyman |
            ActionSubmitRequestRequestDiscardFragDeadlands | ActionSubmitRequestRequestDropFlagShootinLadders |
            ActionSubmitRequestRequestDropFragDeadlands | ActionSubmitRequestRequestEquipRunForYourLifeCandyman |
            ActionSubmitRequestRequestEscapeRunForYourLifeCandyman | ActionSubmitRequestRequestFallFragDeadlands |
            ActionSubmitRequestRequestFlagPartShootinLadders | ActionSubmitRequestRequestGearShootinLadders |
            ActionSubmitRequestRequestGoFirstShootinLadders | ActionSubmitRequestRequestHangFragDeadlands |
            ActionSubmitRequestRequestHoldFireFragDeadlands | ActionSubmitRequestRequestHoldFragDeadlands |
            ActionSubmitRequestRequestJokerDrawFragDeadlands | ActionSubmitRequestRequestJumpFragDeadlands |
            ActionSubmitRequestRequestKeepFlagShootinLadders | ActionSubmitRequestRequestKeepFragDeadlands |
            ActionSubmitRequestRequestKeepNoneFragDeadlands | ActionSubmitRequestRequestLeadLadder29 |
            ActionSubmitRequestRequestNoBloodFragDeadlands | ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman |
            ActionSubmitRequestRequestNoHangFragDeadlands | ActionSubmitRequestRequestNoReactionShootinLadders |
            ActionSubmitRequestRequestNoReturnFragDeadlands | ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman |
            ActionSubmitRequestRequestPartRunForYourLifeCandyman | ActionSubmitRequestRequestPassFlagShootinLadders |
            ActionSubmitRequestRequestPickupFragDeadlands | ActionSubmitRequestRequestPlaceShootinLadders |
            ActionSubmitRequestRequestPlayWeaponShootinLadders | ActionSubmitRequestRequestPokerFragDeadlands |
            ActionSubmitRequestRequestReactShootinLadders | ActionSubmitRequestRequestReloadShootinLadders |
            ActionSubmitRequestRequestReturnFireFragDeadlands | ActionSubmitRequestRequestShootOutFragDeadlands |
            ActionSubmitRequestRequestStayShootinLadders | ActionSubmitRequestRequestStealFlagShootinLadders |
            ActionSubmitRequestRequestSummonRunForYourLifeCandyman | ActionSubmitRequestRequestSwapFragDeadlands |
            ActionSubmitRequestRequestTakeBloodFragDeadlands | ActionSubmitRequestRequestTakeHotSpotLadder29 |
            ActionSubmitRequestRequestTeleportFragDeadlands | ActionSubmitRequestRequestTreatRunForYourLifeCandyman |
            ActionSubmitRequestRequestUseBloodFragDeadlands): One of the actions that legal-actions lists; each ruleset's
            action shapes are below.
        expected_version (int): The game's version you chose at (from the game or legal-actions); another is 409
            stale_version, except in a simultaneous phase while only other seats have acted and your legal actions are
            unchanged.
        seat (int | None | Unset): Optional: must be your own seat.
    """

    action: (
        ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0
        | ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1
        | ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0
        | ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1
        | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
        | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
        | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
        | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
        | ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0
        | ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1
        | ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0
        | ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1
        | ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0
        | ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1
        | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
        | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
        | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
        | ActionSubmitRequestRequestActivateShootinLadders
        | ActionSubmitRequestRequestBoostFragDeadlands
        | ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman
        | ActionSubmitRequestRequestChoosePassLadder29
        | ActionSubmitRequestRequestCureFragDeadlands
        | ActionSubmitRequestRequestDefendRunForYourLifeCandyman
        | ActionSubmitRequestRequestDiscardFragDeadlands
        | ActionSubmitRequestRequestDropFlagShootinLadders
        | ActionSubmitRequestRequestDropFragDeadlands
        | ActionSubmitRequestRequestEquipRunForYourLifeCandyman
        | ActionSubmitRequestRequestEscapeRunForYourLifeCandyman
        | ActionSubmitRequestRequestFallFragDeadlands
        | ActionSubmitRequestRequestFlagPartShootinLadders
        | ActionSubmitRequestRequestGearShootinLadders
        | ActionSubmitRequestRequestGoFirstShootinLadders
        | ActionSubmitRequestRequestHangFragDeadlands
        | ActionSubmitRequestRequestHoldFireFragDeadlands
        | ActionSubmitRequestRequestHoldFragDeadlands
        | ActionSubmitRequestRequestJokerDrawFragDeadlands
        | ActionSubmitRequestRequestJumpFragDeadlands
        | ActionSubmitRequestRequestKeepFlagShootinLadders
        | ActionSubmitRequestRequestKeepFragDeadlands
        | ActionSubmitRequestRequestKeepNoneFragDeadlands
        | ActionSubmitRequestRequestLeadLadder29
        | ActionSubmitRequestRequestNoBloodFragDeadlands
        | ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman
        | ActionSubmitRequestRequestNoHangFragDeadlands
        | ActionSubmitRequestRequestNoReactionShootinLadders
        | ActionSubmitRequestRequestNoReturnFragDeadlands
        | ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman
        | ActionSubmitRequestRequestPartRunForYourLifeCandyman
        | ActionSubmitRequestRequestPassFlagShootinLadders
        | ActionSubmitRequestRequestPickupFragDeadlands
        | ActionSubmitRequestRequestPlaceShootinLadders
        | ActionSubmitRequestRequestPlayWeaponShootinLadders
        | ActionSubmitRequestRequestPokerFragDeadlands
        | ActionSubmitRequestRequestReactShootinLadders
        | ActionSubmitRequestRequestReloadShootinLadders
        | ActionSubmitRequestRequestReturnFireFragDeadlands
        | ActionSubmitRequestRequestShootOutFragDeadlands
        | ActionSubmitRequestRequestStayShootinLadders
        | ActionSubmitRequestRequestStealFlagShootinLadders
        | ActionSubmitRequestRequestSummonRunForYourLifeCandyman
        | ActionSubmitRequestRequestSwapFragDeadlands
        | ActionSubmitRequestRequestTakeBloodFragDeadlands
        | ActionSubmitRequestRequestTakeHotSpotLadder29
        | ActionSubmitRequestRequestTeleportFragDeadlands
        | ActionSubmitRequestRequestTreatRunForYourLifeCandyman
        | ActionSubmitRequestRequestUseBloodFragDeadlands
    )
    expected_version: int
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_0 import (
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0,
        )
        from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_1 import (
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1,
        )
        from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.action_submit_request_request_activate_shootin_ladders import (
            ActionSubmitRequestRequestActivateShootinLadders,
        )
        from ..models.action_submit_request_request_boost_frag_deadlands import (
            ActionSubmitRequestRequestBoostFragDeadlands,
        )
        from ..models.action_submit_request_request_cage_draw_run_for_your_life_candyman import (
            ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_choose_pass_ladder_29 import (
            ActionSubmitRequestRequestChoosePassLadder29,
        )
        from ..models.action_submit_request_request_cure_frag_deadlands import (
            ActionSubmitRequestRequestCureFragDeadlands,
        )
        from ..models.action_submit_request_request_defend_run_for_your_life_candyman import (
            ActionSubmitRequestRequestDefendRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_discard_frag_deadlands import (
            ActionSubmitRequestRequestDiscardFragDeadlands,
        )
        from ..models.action_submit_request_request_drop_flag_shootin_ladders import (
            ActionSubmitRequestRequestDropFlagShootinLadders,
        )
        from ..models.action_submit_request_request_drop_frag_deadlands import (
            ActionSubmitRequestRequestDropFragDeadlands,
        )
        from ..models.action_submit_request_request_equip_run_for_your_life_candyman import (
            ActionSubmitRequestRequestEquipRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_escape_run_for_your_life_candyman import (
            ActionSubmitRequestRequestEscapeRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_fall_frag_deadlands import (
            ActionSubmitRequestRequestFallFragDeadlands,
        )
        from ..models.action_submit_request_request_flag_part_shootin_ladders import (
            ActionSubmitRequestRequestFlagPartShootinLadders,
        )
        from ..models.action_submit_request_request_gear_shootin_ladders import (
            ActionSubmitRequestRequestGearShootinLadders,
        )
        from ..models.action_submit_request_request_go_first_shootin_ladders import (
            ActionSubmitRequestRequestGoFirstShootinLadders,
        )
        from ..models.action_submit_request_request_hang_frag_deadlands import (
            ActionSubmitRequestRequestHangFragDeadlands,
        )
        from ..models.action_submit_request_request_hold_fire_frag_deadlands import (
            ActionSubmitRequestRequestHoldFireFragDeadlands,
        )
        from ..models.action_submit_request_request_hold_frag_deadlands import (
            ActionSubmitRequestRequestHoldFragDeadlands,
        )
        from ..models.action_submit_request_request_joker_draw_frag_deadlands import (
            ActionSubmitRequestRequestJokerDrawFragDeadlands,
        )
        from ..models.action_submit_request_request_jump_frag_deadlands import (
            ActionSubmitRequestRequestJumpFragDeadlands,
        )
        from ..models.action_submit_request_request_keep_flag_shootin_ladders import (
            ActionSubmitRequestRequestKeepFlagShootinLadders,
        )
        from ..models.action_submit_request_request_keep_frag_deadlands import (
            ActionSubmitRequestRequestKeepFragDeadlands,
        )
        from ..models.action_submit_request_request_keep_none_frag_deadlands import (
            ActionSubmitRequestRequestKeepNoneFragDeadlands,
        )
        from ..models.action_submit_request_request_lead_ladder_29 import ActionSubmitRequestRequestLeadLadder29
        from ..models.action_submit_request_request_no_blood_frag_deadlands import (
            ActionSubmitRequestRequestNoBloodFragDeadlands,
        )
        from ..models.action_submit_request_request_no_defense_run_for_your_life_candyman import (
            ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_no_hang_frag_deadlands import (
            ActionSubmitRequestRequestNoHangFragDeadlands,
        )
        from ..models.action_submit_request_request_no_reaction_shootin_ladders import (
            ActionSubmitRequestRequestNoReactionShootinLadders,
        )
        from ..models.action_submit_request_request_no_return_frag_deadlands import (
            ActionSubmitRequestRequestNoReturnFragDeadlands,
        )
        from ..models.action_submit_request_request_no_summon_run_for_your_life_candyman import (
            ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_part_run_for_your_life_candyman import (
            ActionSubmitRequestRequestPartRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_pass_flag_shootin_ladders import (
            ActionSubmitRequestRequestPassFlagShootinLadders,
        )
        from ..models.action_submit_request_request_pickup_frag_deadlands import (
            ActionSubmitRequestRequestPickupFragDeadlands,
        )
        from ..models.action_submit_request_request_place_shootin_ladders import (
            ActionSubmitRequestRequestPlaceShootinLadders,
        )
        from ..models.action_submit_request_request_play_weapon_shootin_ladders import (
            ActionSubmitRequestRequestPlayWeaponShootinLadders,
        )
        from ..models.action_submit_request_request_poker_frag_deadlands import (
            ActionSubmitRequestRequestPokerFragDeadlands,
        )
        from ..models.action_submit_request_request_react_shootin_ladders import (
            ActionSubmitRequestRequestReactShootinLadders,
        )
        from ..models.action_submit_request_request_reload_shootin_ladders import (
            ActionSubmitRequestRequestReloadShootinLadders,
        )
        from ..models.action_submit_request_request_return_fire_frag_deadlands import (
            ActionSubmitRequestRequestReturnFireFragDeadlands,
        )
        from ..models.action_submit_request_request_shoot_out_frag_deadlands import (
            ActionSubmitRequestRequestShootOutFragDeadlands,
        )
        from ..models.action_submit_request_request_stay_shootin_ladders import (
            ActionSubmitRequestRequestStayShootinLadders,
        )
        from ..models.action_submit_request_request_steal_flag_shootin_ladders import (
            ActionSubmitRequestRequestStealFlagShootinLadders,
        )
        from ..models.action_submit_request_request_summon_run_for_your_life_candyman import (
            ActionSubmitRequestRequestSummonRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_swap_frag_deadlands import (
            ActionSubmitRequestRequestSwapFragDeadlands,
        )
        from ..models.action_submit_request_request_take_blood_frag_deadlands import (
            ActionSubmitRequestRequestTakeBloodFragDeadlands,
        )
        from ..models.action_submit_request_request_take_hot_spot_ladder_29 import (
            ActionSubmitRequestRequestTakeHotSpotLadder29,
        )
        from ..models.action_submit_request_request_teleport_frag_deadlands import (
            ActionSubmitRequestRequestTeleportFragDeadlands,
        )
        from ..models.action_submit_request_request_treat_run_for_your_life_candyman import (
            ActionSubmitRequestRequestTreatRunForYourLifeCandyman,
        )

        action: dict[str, Any]
        if (
            isinstance(self.action, ActionSubmitRequestRequestActivateShootinLadders)
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
            )
            or isinstance(self.action, ActionSubmitRequestRequestBoostFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0)
            or isinstance(self.action, ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1)
            or isinstance(self.action, ActionSubmitRequestRequestChoosePassLadder29)
            or isinstance(self.action, ActionSubmitRequestRequestCureFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestDefendRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestDiscardFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0)
            or isinstance(self.action, ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1)
            or isinstance(self.action, ActionSubmitRequestRequestDropFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestDropFlagShootinLadders)
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
            )
            or isinstance(self.action, ActionSubmitRequestRequestEquipRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestEscapeRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestFallFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestFlagPartShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestGearShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestGoFirstShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestHangFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestHoldFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestHoldFireFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestJokerDrawFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestJumpFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestKeepFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestKeepFlagShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestKeepNoneFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestLeadLadder29)
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
            )
            or isinstance(
                self.action,
                ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
            )
            or isinstance(self.action, ActionSubmitRequestRequestNoBloodFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestNoHangFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestNoReactionShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestNoReturnFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestPartRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0)
            or isinstance(self.action, ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1)
            or isinstance(self.action, ActionSubmitRequestRequestPassFlagShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestPickupFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestPlaceShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0)
            or isinstance(self.action, ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1)
            or isinstance(self.action, ActionSubmitRequestRequestPlayWeaponShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestPokerFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestReactShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestReloadShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0)
            or isinstance(self.action, ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1)
            or isinstance(self.action, ActionSubmitRequestRequestReturnFireFragDeadlands)
            or isinstance(
                self.action, ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
            )
            or isinstance(
                self.action, ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
            )
            or isinstance(
                self.action, ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
            )
            or isinstance(self.action, ActionSubmitRequestRequestShootOutFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestStayShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestStealFlagShootinLadders)
            or isinstance(self.action, ActionSubmitRequestRequestSummonRunForYourLifeCandyman)
            or isinstance(self.action, ActionSubmitRequestRequestSwapFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestTakeBloodFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestTakeHotSpotLadder29)
            or isinstance(self.action, ActionSubmitRequestRequestTeleportFragDeadlands)
            or isinstance(self.action, ActionSubmitRequestRequestTreatRunForYourLifeCandyman)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        expected_version = self.expected_version

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "expected_version": expected_version,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_choose_frag_deadlands_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.action_submit_request_request_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.action_submit_request_request_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_0 import (
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0,
        )
        from ..models.action_submit_request_request_action_play_frag_deadlands_ladder_29_type_1 import (
            ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1,
        )
        from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.action_submit_request_request_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
            ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.action_submit_request_request_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.action_submit_request_request_activate_shootin_ladders import (
            ActionSubmitRequestRequestActivateShootinLadders,
        )
        from ..models.action_submit_request_request_boost_frag_deadlands import (
            ActionSubmitRequestRequestBoostFragDeadlands,
        )
        from ..models.action_submit_request_request_cage_draw_run_for_your_life_candyman import (
            ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_choose_pass_ladder_29 import (
            ActionSubmitRequestRequestChoosePassLadder29,
        )
        from ..models.action_submit_request_request_cure_frag_deadlands import (
            ActionSubmitRequestRequestCureFragDeadlands,
        )
        from ..models.action_submit_request_request_defend_run_for_your_life_candyman import (
            ActionSubmitRequestRequestDefendRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_discard_frag_deadlands import (
            ActionSubmitRequestRequestDiscardFragDeadlands,
        )
        from ..models.action_submit_request_request_drop_flag_shootin_ladders import (
            ActionSubmitRequestRequestDropFlagShootinLadders,
        )
        from ..models.action_submit_request_request_drop_frag_deadlands import (
            ActionSubmitRequestRequestDropFragDeadlands,
        )
        from ..models.action_submit_request_request_equip_run_for_your_life_candyman import (
            ActionSubmitRequestRequestEquipRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_escape_run_for_your_life_candyman import (
            ActionSubmitRequestRequestEscapeRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_fall_frag_deadlands import (
            ActionSubmitRequestRequestFallFragDeadlands,
        )
        from ..models.action_submit_request_request_flag_part_shootin_ladders import (
            ActionSubmitRequestRequestFlagPartShootinLadders,
        )
        from ..models.action_submit_request_request_gear_shootin_ladders import (
            ActionSubmitRequestRequestGearShootinLadders,
        )
        from ..models.action_submit_request_request_go_first_shootin_ladders import (
            ActionSubmitRequestRequestGoFirstShootinLadders,
        )
        from ..models.action_submit_request_request_hang_frag_deadlands import (
            ActionSubmitRequestRequestHangFragDeadlands,
        )
        from ..models.action_submit_request_request_hold_fire_frag_deadlands import (
            ActionSubmitRequestRequestHoldFireFragDeadlands,
        )
        from ..models.action_submit_request_request_hold_frag_deadlands import (
            ActionSubmitRequestRequestHoldFragDeadlands,
        )
        from ..models.action_submit_request_request_joker_draw_frag_deadlands import (
            ActionSubmitRequestRequestJokerDrawFragDeadlands,
        )
        from ..models.action_submit_request_request_jump_frag_deadlands import (
            ActionSubmitRequestRequestJumpFragDeadlands,
        )
        from ..models.action_submit_request_request_keep_flag_shootin_ladders import (
            ActionSubmitRequestRequestKeepFlagShootinLadders,
        )
        from ..models.action_submit_request_request_keep_frag_deadlands import (
            ActionSubmitRequestRequestKeepFragDeadlands,
        )
        from ..models.action_submit_request_request_keep_none_frag_deadlands import (
            ActionSubmitRequestRequestKeepNoneFragDeadlands,
        )
        from ..models.action_submit_request_request_lead_ladder_29 import ActionSubmitRequestRequestLeadLadder29
        from ..models.action_submit_request_request_no_blood_frag_deadlands import (
            ActionSubmitRequestRequestNoBloodFragDeadlands,
        )
        from ..models.action_submit_request_request_no_defense_run_for_your_life_candyman import (
            ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_no_hang_frag_deadlands import (
            ActionSubmitRequestRequestNoHangFragDeadlands,
        )
        from ..models.action_submit_request_request_no_reaction_shootin_ladders import (
            ActionSubmitRequestRequestNoReactionShootinLadders,
        )
        from ..models.action_submit_request_request_no_return_frag_deadlands import (
            ActionSubmitRequestRequestNoReturnFragDeadlands,
        )
        from ..models.action_submit_request_request_no_summon_run_for_your_life_candyman import (
            ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_part_run_for_your_life_candyman import (
            ActionSubmitRequestRequestPartRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_pass_flag_shootin_ladders import (
            ActionSubmitRequestRequestPassFlagShootinLadders,
        )
        from ..models.action_submit_request_request_pickup_frag_deadlands import (
            ActionSubmitRequestRequestPickupFragDeadlands,
        )
        from ..models.action_submit_request_request_place_shootin_ladders import (
            ActionSubmitRequestRequestPlaceShootinLadders,
        )
        from ..models.action_submit_request_request_play_weapon_shootin_ladders import (
            ActionSubmitRequestRequestPlayWeaponShootinLadders,
        )
        from ..models.action_submit_request_request_poker_frag_deadlands import (
            ActionSubmitRequestRequestPokerFragDeadlands,
        )
        from ..models.action_submit_request_request_react_shootin_ladders import (
            ActionSubmitRequestRequestReactShootinLadders,
        )
        from ..models.action_submit_request_request_reload_shootin_ladders import (
            ActionSubmitRequestRequestReloadShootinLadders,
        )
        from ..models.action_submit_request_request_return_fire_frag_deadlands import (
            ActionSubmitRequestRequestReturnFireFragDeadlands,
        )
        from ..models.action_submit_request_request_shoot_out_frag_deadlands import (
            ActionSubmitRequestRequestShootOutFragDeadlands,
        )
        from ..models.action_submit_request_request_stay_shootin_ladders import (
            ActionSubmitRequestRequestStayShootinLadders,
        )
        from ..models.action_submit_request_request_steal_flag_shootin_ladders import (
            ActionSubmitRequestRequestStealFlagShootinLadders,
        )
        from ..models.action_submit_request_request_summon_run_for_your_life_candyman import (
            ActionSubmitRequestRequestSummonRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_swap_frag_deadlands import (
            ActionSubmitRequestRequestSwapFragDeadlands,
        )
        from ..models.action_submit_request_request_take_blood_frag_deadlands import (
            ActionSubmitRequestRequestTakeBloodFragDeadlands,
        )
        from ..models.action_submit_request_request_take_hot_spot_ladder_29 import (
            ActionSubmitRequestRequestTakeHotSpotLadder29,
        )
        from ..models.action_submit_request_request_teleport_frag_deadlands import (
            ActionSubmitRequestRequestTeleportFragDeadlands,
        )
        from ..models.action_submit_request_request_treat_run_for_your_life_candyman import (
            ActionSubmitRequestRequestTreatRunForYourLifeCandyman,
        )
        from ..models.action_submit_request_request_use_blood_frag_deadlands import (
            ActionSubmitRequestRequestUseBloodFragDeadlands,
        )

        d = dict(src_dict)

        def _parse_action(
            data: object,
        ) -> (
            ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
            | ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
            | ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
            | ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0
            | ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1
            | ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0
            | ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1
            | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
            | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
            | ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
            | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
            | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
            | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
            | ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
            | ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0
            | ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1
            | ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0
            | ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1
            | ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0
            | ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1
            | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
            | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
            | ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
            | ActionSubmitRequestRequestActivateShootinLadders
            | ActionSubmitRequestRequestBoostFragDeadlands
            | ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman
            | ActionSubmitRequestRequestChoosePassLadder29
            | ActionSubmitRequestRequestCureFragDeadlands
            | ActionSubmitRequestRequestDefendRunForYourLifeCandyman
            | ActionSubmitRequestRequestDiscardFragDeadlands
            | ActionSubmitRequestRequestDropFlagShootinLadders
            | ActionSubmitRequestRequestDropFragDeadlands
            | ActionSubmitRequestRequestEquipRunForYourLifeCandyman
            | ActionSubmitRequestRequestEscapeRunForYourLifeCandyman
            | ActionSubmitRequestRequestFallFragDeadlands
            | ActionSubmitRequestRequestFlagPartShootinLadders
            | ActionSubmitRequestRequestGearShootinLadders
            | ActionSubmitRequestRequestGoFirstShootinLadders
            | ActionSubmitRequestRequestHangFragDeadlands
            | ActionSubmitRequestRequestHoldFireFragDeadlands
            | ActionSubmitRequestRequestHoldFragDeadlands
            | ActionSubmitRequestRequestJokerDrawFragDeadlands
            | ActionSubmitRequestRequestJumpFragDeadlands
            | ActionSubmitRequestRequestKeepFlagShootinLadders
            | ActionSubmitRequestRequestKeepFragDeadlands
            | ActionSubmitRequestRequestKeepNoneFragDeadlands
            | ActionSubmitRequestRequestLeadLadder29
            | ActionSubmitRequestRequestNoBloodFragDeadlands
            | ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman
            | ActionSubmitRequestRequestNoHangFragDeadlands
            | ActionSubmitRequestRequestNoReactionShootinLadders
            | ActionSubmitRequestRequestNoReturnFragDeadlands
            | ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman
            | ActionSubmitRequestRequestPartRunForYourLifeCandyman
            | ActionSubmitRequestRequestPassFlagShootinLadders
            | ActionSubmitRequestRequestPickupFragDeadlands
            | ActionSubmitRequestRequestPlaceShootinLadders
            | ActionSubmitRequestRequestPlayWeaponShootinLadders
            | ActionSubmitRequestRequestPokerFragDeadlands
            | ActionSubmitRequestRequestReactShootinLadders
            | ActionSubmitRequestRequestReloadShootinLadders
            | ActionSubmitRequestRequestReturnFireFragDeadlands
            | ActionSubmitRequestRequestShootOutFragDeadlands
            | ActionSubmitRequestRequestStayShootinLadders
            | ActionSubmitRequestRequestStealFlagShootinLadders
            | ActionSubmitRequestRequestSummonRunForYourLifeCandyman
            | ActionSubmitRequestRequestSwapFragDeadlands
            | ActionSubmitRequestRequestTakeBloodFragDeadlands
            | ActionSubmitRequestRequestTakeHotSpotLadder29
            | ActionSubmitRequestRequestTeleportFragDeadlands
            | ActionSubmitRequestRequestTreatRunForYourLifeCandyman
            | ActionSubmitRequestRequestUseBloodFragDeadlands
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_activate_shootin_ladders = ActionSubmitRequestRequestActivateShootinLadders.from_dict(data)

                return action_activate_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(
                    data
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(
                    data
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(
                    data
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_boost_frag_deadlands = ActionSubmitRequestRequestBoostFragDeadlands.from_dict(data)

                return action_boost_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_cage_draw_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestCageDrawRunForYourLifeCandyman.from_dict(data)
                )

                return action_cage_draw_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_frag_deadlands_shootin_ladders_type_0 = (
                    ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0.from_dict(data)
                )

                return action_choose_frag_deadlands_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_frag_deadlands_shootin_ladders_type_1 = (
                    ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1.from_dict(data)
                )

                return action_choose_frag_deadlands_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_pass_ladder_29 = ActionSubmitRequestRequestChoosePassLadder29.from_dict(data)

                return action_choose_pass_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_cure_frag_deadlands = ActionSubmitRequestRequestCureFragDeadlands.from_dict(data)

                return action_cure_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_defend_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestDefendRunForYourLifeCandyman.from_dict(data)
                )

                return action_defend_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_discard_frag_deadlands = ActionSubmitRequestRequestDiscardFragDeadlands.from_dict(data)

                return action_discard_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_draw_run_for_your_life_candyman_shootin_ladders_type_0 = (
                    ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0.from_dict(data)
                )

                return action_draw_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_draw_run_for_your_life_candyman_shootin_ladders_type_1 = (
                    ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType1.from_dict(data)
                )

                return action_draw_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_drop_frag_deadlands = ActionSubmitRequestRequestDropFragDeadlands.from_dict(data)

                return action_drop_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_drop_flag_shootin_ladders = ActionSubmitRequestRequestDropFlagShootinLadders.from_dict(data)

                return action_drop_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(
                    data
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(
                    data
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = ActionSubmitRequestRequestActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(
                    data
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_equip_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestEquipRunForYourLifeCandyman.from_dict(data)
                )

                return action_equip_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_escape_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestEscapeRunForYourLifeCandyman.from_dict(data)
                )

                return action_escape_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_fall_frag_deadlands = ActionSubmitRequestRequestFallFragDeadlands.from_dict(data)

                return action_fall_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_flag_part_shootin_ladders = ActionSubmitRequestRequestFlagPartShootinLadders.from_dict(data)

                return action_flag_part_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_gear_shootin_ladders = ActionSubmitRequestRequestGearShootinLadders.from_dict(data)

                return action_gear_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_go_first_shootin_ladders = ActionSubmitRequestRequestGoFirstShootinLadders.from_dict(data)

                return action_go_first_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hang_frag_deadlands = ActionSubmitRequestRequestHangFragDeadlands.from_dict(data)

                return action_hang_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hold_frag_deadlands = ActionSubmitRequestRequestHoldFragDeadlands.from_dict(data)

                return action_hold_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hold_fire_frag_deadlands = ActionSubmitRequestRequestHoldFireFragDeadlands.from_dict(data)

                return action_hold_fire_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_joker_draw_frag_deadlands = ActionSubmitRequestRequestJokerDrawFragDeadlands.from_dict(data)

                return action_joker_draw_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_jump_frag_deadlands = ActionSubmitRequestRequestJumpFragDeadlands.from_dict(data)

                return action_jump_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_frag_deadlands = ActionSubmitRequestRequestKeepFragDeadlands.from_dict(data)

                return action_keep_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_flag_shootin_ladders = ActionSubmitRequestRequestKeepFlagShootinLadders.from_dict(data)

                return action_keep_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_none_frag_deadlands = ActionSubmitRequestRequestKeepNoneFragDeadlands.from_dict(data)

                return action_keep_none_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_lead_ladder_29 = ActionSubmitRequestRequestLeadLadder29.from_dict(data)

                return action_lead_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 = ActionSubmitRequestRequestActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_blood_frag_deadlands = ActionSubmitRequestRequestNoBloodFragDeadlands.from_dict(data)

                return action_no_blood_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_defense_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestNoDefenseRunForYourLifeCandyman.from_dict(data)
                )

                return action_no_defense_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_hang_frag_deadlands = ActionSubmitRequestRequestNoHangFragDeadlands.from_dict(data)

                return action_no_hang_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_reaction_shootin_ladders = ActionSubmitRequestRequestNoReactionShootinLadders.from_dict(data)

                return action_no_reaction_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_return_frag_deadlands = ActionSubmitRequestRequestNoReturnFragDeadlands.from_dict(data)

                return action_no_return_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_summon_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestNoSummonRunForYourLifeCandyman.from_dict(data)
                )

                return action_no_summon_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_part_run_for_your_life_candyman = ActionSubmitRequestRequestPartRunForYourLifeCandyman.from_dict(
                    data
                )

                return action_part_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_ladder_29_run_for_your_life_candyman_type_0 = (
                    ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType0.from_dict(data)
                )

                return action_pass_ladder_29_run_for_your_life_candyman_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_ladder_29_run_for_your_life_candyman_type_1 = (
                    ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1.from_dict(data)
                )

                return action_pass_ladder_29_run_for_your_life_candyman_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_flag_shootin_ladders = ActionSubmitRequestRequestPassFlagShootinLadders.from_dict(data)

                return action_pass_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pickup_frag_deadlands = ActionSubmitRequestRequestPickupFragDeadlands.from_dict(data)

                return action_pickup_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_place_shootin_ladders = ActionSubmitRequestRequestPlaceShootinLadders.from_dict(data)

                return action_place_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_frag_deadlands_ladder_29_type_0 = (
                    ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0.from_dict(data)
                )

                return action_play_frag_deadlands_ladder_29_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_frag_deadlands_ladder_29_type_1 = (
                    ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type1.from_dict(data)
                )

                return action_play_frag_deadlands_ladder_29_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_weapon_shootin_ladders = ActionSubmitRequestRequestPlayWeaponShootinLadders.from_dict(data)

                return action_play_weapon_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_poker_frag_deadlands = ActionSubmitRequestRequestPokerFragDeadlands.from_dict(data)

                return action_poker_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_react_shootin_ladders = ActionSubmitRequestRequestReactShootinLadders.from_dict(data)

                return action_react_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_reload_shootin_ladders = ActionSubmitRequestRequestReloadShootinLadders.from_dict(data)

                return action_reload_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_respawn_frag_deadlands_shootin_ladders_type_0 = (
                    ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType0.from_dict(data)
                )

                return action_respawn_frag_deadlands_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_respawn_frag_deadlands_shootin_ladders_type_1 = (
                    ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1.from_dict(data)
                )

                return action_respawn_frag_deadlands_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_return_fire_frag_deadlands = ActionSubmitRequestRequestReturnFireFragDeadlands.from_dict(data)

                return action_return_fire_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 = (
                    ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0.from_dict(
                        data
                    )
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 = (
                    ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1.from_dict(
                        data
                    )
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = (
                    ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2.from_dict(
                        data
                    )
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_shoot_out_frag_deadlands = ActionSubmitRequestRequestShootOutFragDeadlands.from_dict(data)

                return action_shoot_out_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_stay_shootin_ladders = ActionSubmitRequestRequestStayShootinLadders.from_dict(data)

                return action_stay_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_steal_flag_shootin_ladders = ActionSubmitRequestRequestStealFlagShootinLadders.from_dict(data)

                return action_steal_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_summon_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestSummonRunForYourLifeCandyman.from_dict(data)
                )

                return action_summon_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_swap_frag_deadlands = ActionSubmitRequestRequestSwapFragDeadlands.from_dict(data)

                return action_swap_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_take_blood_frag_deadlands = ActionSubmitRequestRequestTakeBloodFragDeadlands.from_dict(data)

                return action_take_blood_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_take_hot_spot_ladder_29 = ActionSubmitRequestRequestTakeHotSpotLadder29.from_dict(data)

                return action_take_hot_spot_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_teleport_frag_deadlands = ActionSubmitRequestRequestTeleportFragDeadlands.from_dict(data)

                return action_teleport_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_treat_run_for_your_life_candyman = (
                    ActionSubmitRequestRequestTreatRunForYourLifeCandyman.from_dict(data)
                )

                return action_treat_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_use_blood_frag_deadlands = ActionSubmitRequestRequestUseBloodFragDeadlands.from_dict(data)

            return action_use_blood_frag_deadlands

        action = _parse_action(d.pop("action"))

        expected_version = d.pop("expected_version")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        action_submit_request_request = cls(
            action=action,
            expected_version=expected_version,
            seat=seat,
        )

        action_submit_request_request.additional_properties = d
        return action_submit_request_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
