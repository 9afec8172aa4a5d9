from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_0 import (
        LoggedActionActionChooseFragDeadlandsShootinLaddersType0,
    )
    from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_1 import (
        LoggedActionActionChooseFragDeadlandsShootinLaddersType1,
    )
    from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
        LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
    )
    from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
        LoggedActionActionPassLadder29RunForYourLifeCandymanType0,
    )
    from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
        LoggedActionActionPassLadder29RunForYourLifeCandymanType1,
    )
    from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_0 import (
        LoggedActionActionPlayFragDeadlandsLadder29Type0,
    )
    from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_1 import (
        LoggedActionActionPlayFragDeadlandsLadder29Type1,
    )
    from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
        LoggedActionActionRespawnFragDeadlandsShootinLaddersType0,
    )
    from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
        LoggedActionActionRespawnFragDeadlandsShootinLaddersType1,
    )
    from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
        LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
        LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
        LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.logged_action_activate_shootin_ladders import LoggedActionActivateShootinLadders
    from ..models.logged_action_boost_frag_deadlands import LoggedActionBoostFragDeadlands
    from ..models.logged_action_cage_draw_run_for_your_life_candyman import LoggedActionCageDrawRunForYourLifeCandyman
    from ..models.logged_action_choose_pass_ladder_29 import LoggedActionChoosePassLadder29
    from ..models.logged_action_cure_frag_deadlands import LoggedActionCureFragDeadlands
    from ..models.logged_action_defend_run_for_your_life_candyman import LoggedActionDefendRunForYourLifeCandyman
    from ..models.logged_action_discard_frag_deadlands import LoggedActionDiscardFragDeadlands
    from ..models.logged_action_drop_flag_shootin_ladders import LoggedActionDropFlagShootinLadders
    from ..models.logged_action_drop_frag_deadlands import LoggedActionDropFragDeadlands
    from ..models.logged_action_equip_run_for_your_life_candyman import LoggedActionEquipRunForYourLifeCandyman
    from ..models.logged_action_escape_run_for_your_life_candyman import LoggedActionEscapeRunForYourLifeCandyman
    from ..models.logged_action_fall_frag_deadlands import LoggedActionFallFragDeadlands
    from ..models.logged_action_flag_part_shootin_ladders import LoggedActionFlagPartShootinLadders
    from ..models.logged_action_gear_shootin_ladders import LoggedActionGearShootinLadders
    from ..models.logged_action_go_first_shootin_ladders import LoggedActionGoFirstShootinLadders
    from ..models.logged_action_hang_frag_deadlands import LoggedActionHangFragDeadlands
    from ..models.logged_action_hold_fire_frag_deadlands import LoggedActionHoldFireFragDeadlands
    from ..models.logged_action_hold_frag_deadlands import LoggedActionHoldFragDeadlands
    from ..models.logged_action_joker_draw_frag_deadlands import LoggedActionJokerDrawFragDeadlands
    from ..models.logged_action_jump_frag_deadlands import LoggedActionJumpFragDeadlands
    from ..models.logged_action_keep_flag_shootin_ladders import LoggedActionKeepFlagShootinLadders
    from ..models.logged_action_keep_frag_deadlands import LoggedActionKeepFragDeadlands
    from ..models.logged_action_keep_none_frag_deadlands import LoggedActionKeepNoneFragDeadlands
    from ..models.logged_action_lead_ladder_29 import LoggedActionLeadLadder29
    from ..models.logged_action_no_blood_frag_deadlands import LoggedActionNoBloodFragDeadlands
    from ..models.logged_action_no_defense_run_for_your_life_candyman import LoggedActionNoDefenseRunForYourLifeCandyman
    from ..models.logged_action_no_hang_frag_deadlands import LoggedActionNoHangFragDeadlands
    from ..models.logged_action_no_reaction_shootin_ladders import LoggedActionNoReactionShootinLadders
    from ..models.logged_action_no_return_frag_deadlands import LoggedActionNoReturnFragDeadlands
    from ..models.logged_action_no_summon_run_for_your_life_candyman import LoggedActionNoSummonRunForYourLifeCandyman
    from ..models.logged_action_part_run_for_your_life_candyman import LoggedActionPartRunForYourLifeCandyman
    from ..models.logged_action_pass_flag_shootin_ladders import LoggedActionPassFlagShootinLadders
    from ..models.logged_action_pickup_frag_deadlands import LoggedActionPickupFragDeadlands
    from ..models.logged_action_place_shootin_ladders import LoggedActionPlaceShootinLadders
    from ..models.logged_action_play_weapon_shootin_ladders import LoggedActionPlayWeaponShootinLadders
    from ..models.logged_action_poker_frag_deadlands import LoggedActionPokerFragDeadlands
    from ..models.logged_action_react_shootin_ladders import LoggedActionReactShootinLadders
    from ..models.logged_action_reload_shootin_ladders import LoggedActionReloadShootinLadders
    from ..models.logged_action_return_fire_frag_deadlands import LoggedActionReturnFireFragDeadlands
    from ..models.logged_action_shoot_out_frag_deadlands import LoggedActionShootOutFragDeadlands
    from ..models.logged_action_stay_shootin_ladders import LoggedActionStayShootinLadders
    from ..models.logged_action_steal_flag_shootin_ladders import LoggedActionStealFlagShootinLadders
    from ..models.logged_action_summon_run_for_your_life_candyman import LoggedActionSummonRunForYourLifeCandyman
    from ..models.logged_action_swap_frag_deadlands import LoggedActionSwapFragDeadlands
    from ..models.logged_action_take_blood_frag_deadlands import LoggedActionTakeBloodFragDeadlands
    from ..models.logged_action_take_hot_spot_ladder_29 import LoggedActionTakeHotSpotLadder29
    from ..models.logged_action_teleport_frag_deadlands import LoggedActionTeleportFragDeadlands
    from ..models.logged_action_treat_run_for_your_life_candyman import LoggedActionTreatRunForYourLifeCandyman
    from ..models.logged_action_use_blood_frag_deadlands import LoggedActionUseBloodFragDeadlands


T = TypeVar("T", bound="LoggedAction")


@_attrs_define
class LoggedAction:
    """
    Attributes:
        seat (int):
        action (LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            LoggedActionActionChooseFragDeadlandsShootinLaddersType0 |
            LoggedActionActionChooseFragDeadlandsShootinLaddersType1 |
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0 |
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1 |
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0 |
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1 |
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2 |
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3 |
            LoggedActionActionPassLadder29RunForYourLifeCandymanType0 |
            LoggedActionActionPassLadder29RunForYourLifeCandymanType1 | LoggedActionActionPlayFragDeadlandsLadder29Type0 |
            LoggedActionActionPlayFragDeadlandsLadder29Type1 | LoggedActionActionRespawnFragDeadlandsShootinLaddersType0 |
            LoggedActionActionRespawnFragDeadlandsShootinLaddersType1 |
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0 |
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1 |
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2 | LoggedActionActivateShootinLadders |
            LoggedActionBoostFragDeadlands | LoggedActionCageDrawRunForYourLifeCandyman | LoggedActionChoosePassLadder29 |
            LoggedActionCureFragDeadlands | LoggedActionDefendRunForYourLifeCandyman | LoggedActionDiscardFragDeadlands |
            LoggedActionDropFlagShootinLadders | LoggedActionDropFragDeadlands | LoggedActionEquipRunForYourLifeCandyman |
            LoggedActionEscapeRunForYourLifeCandyman | LoggedActionFallFragDeadlands | LoggedActionFlagPartShootinLadders |
            LoggedActionGearShootinLadders | LoggedActionGoFirstShootinLadders | LoggedActionHangFragDeadlands |
            LoggedActionHoldFireFragDeadlands | LoggedActionHoldFragDeadlands | LoggedActionJokerDrawFragDeadlands |
            LoggedActionJumpFragDeadlands | LoggedActionKeepFlagShootinLadders | LoggedActionKeepFragDeadlands |
            LoggedActionKeepNoneFragDeadlands | LoggedActionLeadLadder29 | LoggedActionNoBloodFragDeadlands |
            LoggedActionNoDefenseRunForYourLifeCandyman | LoggedActionNoHangFragDeadlands |
            LoggedActionNoReactionShootinLadders | LoggedActionNoReturnFragDeadlands |
            LoggedActionNoSummonRunForYourLifeCandyman | LoggedActionPartRunForYourLifeCandyman |
            LoggedActionPassFlagShootinLadders | LoggedActionPickupFragDeadlands | LoggedActionPlaceShootinLadders |
            LoggedActionPlayWeaponShootinLadders | LoggedActionPokerFragDeadlands | LoggedActionReactShootinLadders |
            LoggedActionReloadShootinLadders | LoggedActionReturnFireFragDeadlands | LoggedActionShootOutFragDeadlands |
            LoggedActionStayShootinLadders | LoggedActionStealFlagShootinLadders | LoggedActionSummonRunForYourLifeCandyman
            | LoggedActionSwapFragDeadlands | LoggedActionTakeBloodFragDeadlands | LoggedActionTakeHotSpotLadder29 |
            LoggedActionTeleportFragDeadlands | LoggedActionTreatRunForYourLifeCandyman |
            LoggedActionUseBloodFragDeadlands): One of the actions that legal-actions lists; each ruleset's action shapes
            are below.
    """

    seat: int
    action: (
        LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | LoggedActionActionChooseFragDeadlandsShootinLaddersType0
        | LoggedActionActionChooseFragDeadlandsShootinLaddersType1
        | LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0
        | LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1
        | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
        | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
        | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
        | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
        | LoggedActionActionPassLadder29RunForYourLifeCandymanType0
        | LoggedActionActionPassLadder29RunForYourLifeCandymanType1
        | LoggedActionActionPlayFragDeadlandsLadder29Type0
        | LoggedActionActionPlayFragDeadlandsLadder29Type1
        | LoggedActionActionRespawnFragDeadlandsShootinLaddersType0
        | LoggedActionActionRespawnFragDeadlandsShootinLaddersType1
        | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
        | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
        | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
        | LoggedActionActivateShootinLadders
        | LoggedActionBoostFragDeadlands
        | LoggedActionCageDrawRunForYourLifeCandyman
        | LoggedActionChoosePassLadder29
        | LoggedActionCureFragDeadlands
        | LoggedActionDefendRunForYourLifeCandyman
        | LoggedActionDiscardFragDeadlands
        | LoggedActionDropFlagShootinLadders
        | LoggedActionDropFragDeadlands
        | LoggedActionEquipRunForYourLifeCandyman
        | LoggedActionEscapeRunForYourLifeCandyman
        | LoggedActionFallFragDeadlands
        | LoggedActionFlagPartShootinLadders
        | LoggedActionGearShootinLadders
        | LoggedActionGoFirstShootinLadders
        | LoggedActionHangFragDeadlands
        | LoggedActionHoldFireFragDeadlands
        | LoggedActionHoldFragDeadlands
        | LoggedActionJokerDrawFragDeadlands
        | LoggedActionJumpFragDeadlands
        | LoggedActionKeepFlagShootinLadders
        | LoggedActionKeepFragDeadlands
        | LoggedActionKeepNoneFragDeadlands
        | LoggedActionLeadLadder29
        | LoggedActionNoBloodFragDeadlands
        | LoggedActionNoDefenseRunForYourLifeCandyman
        | LoggedActionNoHangFragDeadlands
        | LoggedActionNoReactionShootinLadders
        | LoggedActionNoReturnFragDeadlands
        | LoggedActionNoSummonRunForYourLifeCandyman
        | LoggedActionPartRunForYourLifeCandyman
        | LoggedActionPassFlagShootinLadders
        | LoggedActionPickupFragDeadlands
        | LoggedActionPlaceShootinLadders
        | LoggedActionPlayWeaponShootinLadders
        | LoggedActionPokerFragDeadlands
        | LoggedActionReactShootinLadders
        | LoggedActionReloadShootinLadders
        | LoggedActionReturnFireFragDeadlands
        | LoggedActionShootOutFragDeadlands
        | LoggedActionStayShootinLadders
        | LoggedActionStealFlagShootinLadders
        | LoggedActionSummonRunForYourLifeCandyman
        | LoggedActionSwapFragDeadlands
        | LoggedActionTakeBloodFragDeadlands
        | LoggedActionTakeHotSpotLadder29
        | LoggedActionTeleportFragDeadlands
        | LoggedActionTreatRunForYourLifeCandyman
        | LoggedActionUseBloodFragDeadlands
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_0 import (
            LoggedActionActionChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_1 import (
            LoggedActionActionChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            LoggedActionActionPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            LoggedActionActionPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_0 import (
            LoggedActionActionPlayFragDeadlandsLadder29Type0,
        )
        from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_1 import (
            LoggedActionActionPlayFragDeadlandsLadder29Type1,
        )
        from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
            LoggedActionActionRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
            LoggedActionActionRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.logged_action_activate_shootin_ladders import LoggedActionActivateShootinLadders
        from ..models.logged_action_boost_frag_deadlands import LoggedActionBoostFragDeadlands
        from ..models.logged_action_cage_draw_run_for_your_life_candyman import (
            LoggedActionCageDrawRunForYourLifeCandyman,
        )
        from ..models.logged_action_choose_pass_ladder_29 import LoggedActionChoosePassLadder29
        from ..models.logged_action_cure_frag_deadlands import LoggedActionCureFragDeadlands
        from ..models.logged_action_defend_run_for_your_life_candyman import LoggedActionDefendRunForYourLifeCandyman
        from ..models.logged_action_discard_frag_deadlands import LoggedActionDiscardFragDeadlands
        from ..models.logged_action_drop_flag_shootin_ladders import LoggedActionDropFlagShootinLadders
        from ..models.logged_action_drop_frag_deadlands import LoggedActionDropFragDeadlands
        from ..models.logged_action_equip_run_for_your_life_candyman import LoggedActionEquipRunForYourLifeCandyman
        from ..models.logged_action_escape_run_for_your_life_candyman import LoggedActionEscapeRunForYourLifeCandyman
        from ..models.logged_action_fall_frag_deadlands import LoggedActionFallFragDeadlands
        from ..models.logged_action_flag_part_shootin_ladders import LoggedActionFlagPartShootinLadders
        from ..models.logged_action_gear_shootin_ladders import LoggedActionGearShootinLadders
        from ..models.logged_action_go_first_shootin_ladders import LoggedActionGoFirstShootinLadders
        from ..models.logged_action_hang_frag_deadlands import LoggedActionHangFragDeadlands
        from ..models.logged_action_hold_fire_frag_deadlands import LoggedActionHoldFireFragDeadlands
        from ..models.logged_action_hold_frag_deadlands import LoggedActionHoldFragDeadlands
        from ..models.logged_action_joker_draw_frag_deadlands import LoggedActionJokerDrawFragDeadlands
        from ..models.logged_action_jump_frag_deadlands import LoggedActionJumpFragDeadlands
        from ..models.logged_action_keep_flag_shootin_ladders import LoggedActionKeepFlagShootinLadders
        from ..models.logged_action_keep_frag_deadlands import LoggedActionKeepFragDeadlands
        from ..models.logged_action_keep_none_frag_deadlands import LoggedActionKeepNoneFragDeadlands
        from ..models.logged_action_lead_ladder_29 import LoggedActionLeadLadder29
        from ..models.logged_action_no_blood_frag_deadlands import LoggedActionNoBloodFragDeadlands
        from ..models.logged_action_no_defense_run_for_your_life_candyman import (
            LoggedActionNoDefenseRunForYourLifeCandyman,
        )
        from ..models.logged_action_no_hang_frag_deadlands import LoggedActionNoHangFragDeadlands
        from ..models.logged_action_no_reaction_shootin_ladders import LoggedActionNoReactionShootinLadders
        from ..models.logged_action_no_return_frag_deadlands import LoggedActionNoReturnFragDeadlands
        from ..models.logged_action_no_summon_run_for_your_life_candyman import (
            LoggedActionNoSummonRunForYourLifeCandyman,
        )
        from ..models.logged_action_part_run_for_your_life_candyman import LoggedActionPartRunForYourLifeCandyman
        from ..models.logged_action_pass_flag_shootin_ladders import LoggedActionPassFlagShootinLadders
        from ..models.logged_action_pickup_frag_deadlands import LoggedActionPickupFragDeadlands
        from ..models.logged_action_place_shootin_ladders import LoggedActionPlaceShootinLadders
        from ..models.logged_action_play_weapon_shootin_ladders import LoggedActionPlayWeaponShootinLadders
        from ..models.logged_action_poker_frag_deadlands import LoggedActionPokerFragDeadlands
        from ..models.logged_action_react_shootin_ladders import LoggedActionReactShootinLadders
        from ..models.logged_action_reload_shootin_ladders import LoggedActionReloadShootinLadders
        from ..models.logged_action_return_fire_frag_deadlands import LoggedActionReturnFireFragDeadlands
        from ..models.logged_action_shoot_out_frag_deadlands import LoggedActionShootOutFragDeadlands
        from ..models.logged_action_stay_shootin_ladders import LoggedActionStayShootinLadders
        from ..models.logged_action_steal_flag_shootin_ladders import LoggedActionStealFlagShootinLadders
        from ..models.logged_action_summon_run_for_your_life_candyman import LoggedActionSummonRunForYourLifeCandyman
        from ..models.logged_action_swap_frag_deadlands import LoggedActionSwapFragDeadlands
        from ..models.logged_action_take_blood_frag_deadlands import LoggedActionTakeBloodFragDeadlands
        from ..models.logged_action_take_hot_spot_ladder_29 import LoggedActionTakeHotSpotLadder29
        from ..models.logged_action_teleport_frag_deadlands import LoggedActionTeleportFragDeadlands
        from ..models.logged_action_treat_run_for_your_life_candyman import LoggedActionTreatRunForYourLifeCandyman

        seat = self.seat

        action: dict[str, Any]
        if (
            isinstance(self.action, LoggedActionActivateShootinLadders)
            or isinstance(self.action, LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0)
            or isinstance(self.action, LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1)
            or isinstance(self.action, LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2)
            or isinstance(self.action, LoggedActionBoostFragDeadlands)
            or isinstance(self.action, LoggedActionCageDrawRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionActionChooseFragDeadlandsShootinLaddersType0)
            or isinstance(self.action, LoggedActionActionChooseFragDeadlandsShootinLaddersType1)
            or isinstance(self.action, LoggedActionChoosePassLadder29)
            or isinstance(self.action, LoggedActionCureFragDeadlands)
            or isinstance(self.action, LoggedActionDefendRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionDiscardFragDeadlands)
            or isinstance(self.action, LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0)
            or isinstance(self.action, LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1)
            or isinstance(self.action, LoggedActionDropFragDeadlands)
            or isinstance(self.action, LoggedActionDropFlagShootinLadders)
            or isinstance(self.action, LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0)
            or isinstance(self.action, LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1)
            or isinstance(self.action, LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2)
            or isinstance(self.action, LoggedActionEquipRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionEscapeRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionFallFragDeadlands)
            or isinstance(self.action, LoggedActionFlagPartShootinLadders)
            or isinstance(self.action, LoggedActionGearShootinLadders)
            or isinstance(self.action, LoggedActionGoFirstShootinLadders)
            or isinstance(self.action, LoggedActionHangFragDeadlands)
            or isinstance(self.action, LoggedActionHoldFragDeadlands)
            or isinstance(self.action, LoggedActionHoldFireFragDeadlands)
            or isinstance(self.action, LoggedActionJokerDrawFragDeadlands)
            or isinstance(self.action, LoggedActionJumpFragDeadlands)
            or isinstance(self.action, LoggedActionKeepFragDeadlands)
            or isinstance(self.action, LoggedActionKeepFlagShootinLadders)
            or isinstance(self.action, LoggedActionKeepNoneFragDeadlands)
            or isinstance(self.action, LoggedActionLeadLadder29)
            or isinstance(
                self.action,
                LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
            )
            or isinstance(
                self.action,
                LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
            )
            or isinstance(
                self.action,
                LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
            )
            or isinstance(
                self.action,
                LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
            )
            or isinstance(self.action, LoggedActionNoBloodFragDeadlands)
            or isinstance(self.action, LoggedActionNoDefenseRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionNoHangFragDeadlands)
            or isinstance(self.action, LoggedActionNoReactionShootinLadders)
            or isinstance(self.action, LoggedActionNoReturnFragDeadlands)
            or isinstance(self.action, LoggedActionNoSummonRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionPartRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionActionPassLadder29RunForYourLifeCandymanType0)
            or isinstance(self.action, LoggedActionActionPassLadder29RunForYourLifeCandymanType1)
            or isinstance(self.action, LoggedActionPassFlagShootinLadders)
            or isinstance(self.action, LoggedActionPickupFragDeadlands)
            or isinstance(self.action, LoggedActionPlaceShootinLadders)
            or isinstance(self.action, LoggedActionActionPlayFragDeadlandsLadder29Type0)
            or isinstance(self.action, LoggedActionActionPlayFragDeadlandsLadder29Type1)
            or isinstance(self.action, LoggedActionPlayWeaponShootinLadders)
            or isinstance(self.action, LoggedActionPokerFragDeadlands)
            or isinstance(self.action, LoggedActionReactShootinLadders)
            or isinstance(self.action, LoggedActionReloadShootinLadders)
            or isinstance(self.action, LoggedActionActionRespawnFragDeadlandsShootinLaddersType0)
            or isinstance(self.action, LoggedActionActionRespawnFragDeadlandsShootinLaddersType1)
            or isinstance(self.action, LoggedActionReturnFireFragDeadlands)
            or isinstance(self.action, LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0)
            or isinstance(self.action, LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1)
            or isinstance(self.action, LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2)
            or isinstance(self.action, LoggedActionShootOutFragDeadlands)
            or isinstance(self.action, LoggedActionStayShootinLadders)
            or isinstance(self.action, LoggedActionStealFlagShootinLadders)
            or isinstance(self.action, LoggedActionSummonRunForYourLifeCandyman)
            or isinstance(self.action, LoggedActionSwapFragDeadlands)
            or isinstance(self.action, LoggedActionTakeBloodFragDeadlands)
            or isinstance(self.action, LoggedActionTakeHotSpotLadder29)
            or isinstance(self.action, LoggedActionTeleportFragDeadlands)
            or isinstance(self.action, LoggedActionTreatRunForYourLifeCandyman)
        ):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_0 import (
            LoggedActionActionChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.logged_action_action_choose_frag_deadlands_shootin_ladders_type_1 import (
            LoggedActionActionChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.logged_action_action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.logged_action_action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            LoggedActionActionPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.logged_action_action_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            LoggedActionActionPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_0 import (
            LoggedActionActionPlayFragDeadlandsLadder29Type0,
        )
        from ..models.logged_action_action_play_frag_deadlands_ladder_29_type_1 import (
            LoggedActionActionPlayFragDeadlandsLadder29Type1,
        )
        from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_0 import (
            LoggedActionActionRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.logged_action_action_respawn_frag_deadlands_shootin_ladders_type_1 import (
            LoggedActionActionRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.logged_action_action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.logged_action_activate_shootin_ladders import LoggedActionActivateShootinLadders
        from ..models.logged_action_boost_frag_deadlands import LoggedActionBoostFragDeadlands
        from ..models.logged_action_cage_draw_run_for_your_life_candyman import (
            LoggedActionCageDrawRunForYourLifeCandyman,
        )
        from ..models.logged_action_choose_pass_ladder_29 import LoggedActionChoosePassLadder29
        from ..models.logged_action_cure_frag_deadlands import LoggedActionCureFragDeadlands
        from ..models.logged_action_defend_run_for_your_life_candyman import LoggedActionDefendRunForYourLifeCandyman
        from ..models.logged_action_discard_frag_deadlands import LoggedActionDiscardFragDeadlands
        from ..models.logged_action_drop_flag_shootin_ladders import LoggedActionDropFlagShootinLadders
        from ..models.logged_action_drop_frag_deadlands import LoggedActionDropFragDeadlands
        from ..models.logged_action_equip_run_for_your_life_candyman import LoggedActionEquipRunForYourLifeCandyman
        from ..models.logged_action_escape_run_for_your_life_candyman import LoggedActionEscapeRunForYourLifeCandyman
        from ..models.logged_action_fall_frag_deadlands import LoggedActionFallFragDeadlands
        from ..models.logged_action_flag_part_shootin_ladders import LoggedActionFlagPartShootinLadders
        from ..models.logged_action_gear_shootin_ladders import LoggedActionGearShootinLadders
        from ..models.logged_action_go_first_shootin_ladders import LoggedActionGoFirstShootinLadders
        from ..models.logged_action_hang_frag_deadlands import LoggedActionHangFragDeadlands
        from ..models.logged_action_hold_fire_frag_deadlands import LoggedActionHoldFireFragDeadlands
        from ..models.logged_action_hold_frag_deadlands import LoggedActionHoldFragDeadlands
        from ..models.logged_action_joker_draw_frag_deadlands import LoggedActionJokerDrawFragDeadlands
        from ..models.logged_action_jump_frag_deadlands import LoggedActionJumpFragDeadlands
        from ..models.logged_action_keep_flag_shootin_ladders import LoggedActionKeepFlagShootinLadders
        from ..models.logged_action_keep_frag_deadlands import LoggedActionKeepFragDeadlands
        from ..models.logged_action_keep_none_frag_deadlands import LoggedActionKeepNoneFragDeadlands
        from ..models.logged_action_lead_ladder_29 import LoggedActionLeadLadder29
        from ..models.logged_action_no_blood_frag_deadlands import LoggedActionNoBloodFragDeadlands
        from ..models.logged_action_no_defense_run_for_your_life_candyman import (
            LoggedActionNoDefenseRunForYourLifeCandyman,
        )
        from ..models.logged_action_no_hang_frag_deadlands import LoggedActionNoHangFragDeadlands
        from ..models.logged_action_no_reaction_shootin_ladders import LoggedActionNoReactionShootinLadders
        from ..models.logged_action_no_return_frag_deadlands import LoggedActionNoReturnFragDeadlands
        from ..models.logged_action_no_summon_run_for_your_life_candyman import (
            LoggedActionNoSummonRunForYourLifeCandyman,
        )
        from ..models.logged_action_part_run_for_your_life_candyman import LoggedActionPartRunForYourLifeCandyman
        from ..models.logged_action_pass_flag_shootin_ladders import LoggedActionPassFlagShootinLadders
        from ..models.logged_action_pickup_frag_deadlands import LoggedActionPickupFragDeadlands
        from ..models.logged_action_place_shootin_ladders import LoggedActionPlaceShootinLadders
        from ..models.logged_action_play_weapon_shootin_ladders import LoggedActionPlayWeaponShootinLadders
        from ..models.logged_action_poker_frag_deadlands import LoggedActionPokerFragDeadlands
        from ..models.logged_action_react_shootin_ladders import LoggedActionReactShootinLadders
        from ..models.logged_action_reload_shootin_ladders import LoggedActionReloadShootinLadders
        from ..models.logged_action_return_fire_frag_deadlands import LoggedActionReturnFireFragDeadlands
        from ..models.logged_action_shoot_out_frag_deadlands import LoggedActionShootOutFragDeadlands
        from ..models.logged_action_stay_shootin_ladders import LoggedActionStayShootinLadders
        from ..models.logged_action_steal_flag_shootin_ladders import LoggedActionStealFlagShootinLadders
        from ..models.logged_action_summon_run_for_your_life_candyman import LoggedActionSummonRunForYourLifeCandyman
        from ..models.logged_action_swap_frag_deadlands import LoggedActionSwapFragDeadlands
        from ..models.logged_action_take_blood_frag_deadlands import LoggedActionTakeBloodFragDeadlands
        from ..models.logged_action_take_hot_spot_ladder_29 import LoggedActionTakeHotSpotLadder29
        from ..models.logged_action_teleport_frag_deadlands import LoggedActionTeleportFragDeadlands
        from ..models.logged_action_treat_run_for_your_life_candyman import LoggedActionTreatRunForYourLifeCandyman
        from ..models.logged_action_use_blood_frag_deadlands import LoggedActionUseBloodFragDeadlands

        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_action(
            data: object,
        ) -> (
            LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
            | LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
            | LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
            | LoggedActionActionChooseFragDeadlandsShootinLaddersType0
            | LoggedActionActionChooseFragDeadlandsShootinLaddersType1
            | LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0
            | LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1
            | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
            | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
            | LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
            | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
            | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
            | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
            | LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
            | LoggedActionActionPassLadder29RunForYourLifeCandymanType0
            | LoggedActionActionPassLadder29RunForYourLifeCandymanType1
            | LoggedActionActionPlayFragDeadlandsLadder29Type0
            | LoggedActionActionPlayFragDeadlandsLadder29Type1
            | LoggedActionActionRespawnFragDeadlandsShootinLaddersType0
            | LoggedActionActionRespawnFragDeadlandsShootinLaddersType1
            | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
            | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
            | LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
            | LoggedActionActivateShootinLadders
            | LoggedActionBoostFragDeadlands
            | LoggedActionCageDrawRunForYourLifeCandyman
            | LoggedActionChoosePassLadder29
            | LoggedActionCureFragDeadlands
            | LoggedActionDefendRunForYourLifeCandyman
            | LoggedActionDiscardFragDeadlands
            | LoggedActionDropFlagShootinLadders
            | LoggedActionDropFragDeadlands
            | LoggedActionEquipRunForYourLifeCandyman
            | LoggedActionEscapeRunForYourLifeCandyman
            | LoggedActionFallFragDeadlands
            | LoggedActionFlagPartShootinLadders
            | LoggedActionGearShootinLadders
            | LoggedActionGoFirstShootinLadders
            | LoggedActionHangFragDeadlands
            | LoggedActionHoldFireFragDeadlands
            | LoggedActionHoldFragDeadlands
            | LoggedActionJokerDrawFragDeadlands
            | LoggedActionJumpFragDeadlands
            | LoggedActionKeepFlagShootinLadders
            | LoggedActionKeepFragDeadlands
            | LoggedActionKeepNoneFragDeadlands
            | LoggedActionLeadLadder29
            | LoggedActionNoBloodFragDeadlands
            | LoggedActionNoDefenseRunForYourLifeCandyman
            | LoggedActionNoHangFragDeadlands
            | LoggedActionNoReactionShootinLadders
            | LoggedActionNoReturnFragDeadlands
            | LoggedActionNoSummonRunForYourLifeCandyman
            | LoggedActionPartRunForYourLifeCandyman
            | LoggedActionPassFlagShootinLadders
            | LoggedActionPickupFragDeadlands
            | LoggedActionPlaceShootinLadders
            | LoggedActionPlayWeaponShootinLadders
            | LoggedActionPokerFragDeadlands
            | LoggedActionReactShootinLadders
            | LoggedActionReloadShootinLadders
            | LoggedActionReturnFireFragDeadlands
            | LoggedActionShootOutFragDeadlands
            | LoggedActionStayShootinLadders
            | LoggedActionStealFlagShootinLadders
            | LoggedActionSummonRunForYourLifeCandyman
            | LoggedActionSwapFragDeadlands
            | LoggedActionTakeBloodFragDeadlands
            | LoggedActionTakeHotSpotLadder29
            | LoggedActionTeleportFragDeadlands
            | LoggedActionTreatRunForYourLifeCandyman
            | LoggedActionUseBloodFragDeadlands
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_activate_shootin_ladders = LoggedActionActivateShootinLadders.from_dict(data)

                return action_activate_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = (
                    LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(data)
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = (
                    LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(data)
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = (
                    LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(data)
                )

                return action_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_boost_frag_deadlands = LoggedActionBoostFragDeadlands.from_dict(data)

                return action_boost_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_cage_draw_run_for_your_life_candyman = LoggedActionCageDrawRunForYourLifeCandyman.from_dict(data)

                return action_cage_draw_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_frag_deadlands_shootin_ladders_type_0 = (
                    LoggedActionActionChooseFragDeadlandsShootinLaddersType0.from_dict(data)
                )

                return action_choose_frag_deadlands_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_frag_deadlands_shootin_ladders_type_1 = (
                    LoggedActionActionChooseFragDeadlandsShootinLaddersType1.from_dict(data)
                )

                return action_choose_frag_deadlands_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_choose_pass_ladder_29 = LoggedActionChoosePassLadder29.from_dict(data)

                return action_choose_pass_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_cure_frag_deadlands = LoggedActionCureFragDeadlands.from_dict(data)

                return action_cure_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_defend_run_for_your_life_candyman = LoggedActionDefendRunForYourLifeCandyman.from_dict(data)

                return action_defend_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_discard_frag_deadlands = LoggedActionDiscardFragDeadlands.from_dict(data)

                return action_discard_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_draw_run_for_your_life_candyman_shootin_ladders_type_0 = (
                    LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0.from_dict(data)
                )

                return action_draw_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_draw_run_for_your_life_candyman_shootin_ladders_type_1 = (
                    LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType1.from_dict(data)
                )

                return action_draw_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_drop_frag_deadlands = LoggedActionDropFragDeadlands.from_dict(data)

                return action_drop_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_drop_flag_shootin_ladders = LoggedActionDropFlagShootinLadders.from_dict(data)

                return action_drop_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = (
                    LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(data)
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = (
                    LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(data)
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = (
                    LoggedActionActionEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(data)
                )

                return action_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_equip_run_for_your_life_candyman = LoggedActionEquipRunForYourLifeCandyman.from_dict(data)

                return action_equip_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_escape_run_for_your_life_candyman = LoggedActionEscapeRunForYourLifeCandyman.from_dict(data)

                return action_escape_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_fall_frag_deadlands = LoggedActionFallFragDeadlands.from_dict(data)

                return action_fall_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_flag_part_shootin_ladders = LoggedActionFlagPartShootinLadders.from_dict(data)

                return action_flag_part_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_gear_shootin_ladders = LoggedActionGearShootinLadders.from_dict(data)

                return action_gear_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_go_first_shootin_ladders = LoggedActionGoFirstShootinLadders.from_dict(data)

                return action_go_first_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hang_frag_deadlands = LoggedActionHangFragDeadlands.from_dict(data)

                return action_hang_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hold_frag_deadlands = LoggedActionHoldFragDeadlands.from_dict(data)

                return action_hold_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_hold_fire_frag_deadlands = LoggedActionHoldFireFragDeadlands.from_dict(data)

                return action_hold_fire_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_joker_draw_frag_deadlands = LoggedActionJokerDrawFragDeadlands.from_dict(data)

                return action_joker_draw_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_jump_frag_deadlands = LoggedActionJumpFragDeadlands.from_dict(data)

                return action_jump_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_frag_deadlands = LoggedActionKeepFragDeadlands.from_dict(data)

                return action_keep_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_flag_shootin_ladders = LoggedActionKeepFlagShootinLadders.from_dict(data)

                return action_keep_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_keep_none_frag_deadlands = LoggedActionKeepNoneFragDeadlands.from_dict(data)

                return action_keep_none_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_lead_ladder_29 = LoggedActionLeadLadder29.from_dict(data)

                return action_lead_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 = LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3.from_dict(
                    data
                )

                return action_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_blood_frag_deadlands = LoggedActionNoBloodFragDeadlands.from_dict(data)

                return action_no_blood_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_defense_run_for_your_life_candyman = LoggedActionNoDefenseRunForYourLifeCandyman.from_dict(
                    data
                )

                return action_no_defense_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_hang_frag_deadlands = LoggedActionNoHangFragDeadlands.from_dict(data)

                return action_no_hang_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_reaction_shootin_ladders = LoggedActionNoReactionShootinLadders.from_dict(data)

                return action_no_reaction_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_return_frag_deadlands = LoggedActionNoReturnFragDeadlands.from_dict(data)

                return action_no_return_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_no_summon_run_for_your_life_candyman = LoggedActionNoSummonRunForYourLifeCandyman.from_dict(data)

                return action_no_summon_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_part_run_for_your_life_candyman = LoggedActionPartRunForYourLifeCandyman.from_dict(data)

                return action_part_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_ladder_29_run_for_your_life_candyman_type_0 = (
                    LoggedActionActionPassLadder29RunForYourLifeCandymanType0.from_dict(data)
                )

                return action_pass_ladder_29_run_for_your_life_candyman_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_ladder_29_run_for_your_life_candyman_type_1 = (
                    LoggedActionActionPassLadder29RunForYourLifeCandymanType1.from_dict(data)
                )

                return action_pass_ladder_29_run_for_your_life_candyman_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pass_flag_shootin_ladders = LoggedActionPassFlagShootinLadders.from_dict(data)

                return action_pass_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_pickup_frag_deadlands = LoggedActionPickupFragDeadlands.from_dict(data)

                return action_pickup_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_place_shootin_ladders = LoggedActionPlaceShootinLadders.from_dict(data)

                return action_place_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_frag_deadlands_ladder_29_type_0 = (
                    LoggedActionActionPlayFragDeadlandsLadder29Type0.from_dict(data)
                )

                return action_play_frag_deadlands_ladder_29_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_frag_deadlands_ladder_29_type_1 = (
                    LoggedActionActionPlayFragDeadlandsLadder29Type1.from_dict(data)
                )

                return action_play_frag_deadlands_ladder_29_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_play_weapon_shootin_ladders = LoggedActionPlayWeaponShootinLadders.from_dict(data)

                return action_play_weapon_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_poker_frag_deadlands = LoggedActionPokerFragDeadlands.from_dict(data)

                return action_poker_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_react_shootin_ladders = LoggedActionReactShootinLadders.from_dict(data)

                return action_react_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_reload_shootin_ladders = LoggedActionReloadShootinLadders.from_dict(data)

                return action_reload_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_respawn_frag_deadlands_shootin_ladders_type_0 = (
                    LoggedActionActionRespawnFragDeadlandsShootinLaddersType0.from_dict(data)
                )

                return action_respawn_frag_deadlands_shootin_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_respawn_frag_deadlands_shootin_ladders_type_1 = (
                    LoggedActionActionRespawnFragDeadlandsShootinLaddersType1.from_dict(data)
                )

                return action_respawn_frag_deadlands_shootin_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_return_fire_frag_deadlands = LoggedActionReturnFireFragDeadlands.from_dict(data)

                return action_return_fire_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 = (
                    LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0.from_dict(data)
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 = (
                    LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1.from_dict(data)
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = (
                    LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2.from_dict(data)
                )

                return action_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_shoot_out_frag_deadlands = LoggedActionShootOutFragDeadlands.from_dict(data)

                return action_shoot_out_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_stay_shootin_ladders = LoggedActionStayShootinLadders.from_dict(data)

                return action_stay_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_steal_flag_shootin_ladders = LoggedActionStealFlagShootinLadders.from_dict(data)

                return action_steal_flag_shootin_ladders
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_summon_run_for_your_life_candyman = LoggedActionSummonRunForYourLifeCandyman.from_dict(data)

                return action_summon_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_swap_frag_deadlands = LoggedActionSwapFragDeadlands.from_dict(data)

                return action_swap_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_take_blood_frag_deadlands = LoggedActionTakeBloodFragDeadlands.from_dict(data)

                return action_take_blood_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_take_hot_spot_ladder_29 = LoggedActionTakeHotSpotLadder29.from_dict(data)

                return action_take_hot_spot_ladder_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_teleport_frag_deadlands = LoggedActionTeleportFragDeadlands.from_dict(data)

                return action_teleport_frag_deadlands
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_treat_run_for_your_life_candyman = LoggedActionTreatRunForYourLifeCandyman.from_dict(data)

                return action_treat_run_for_your_life_candyman
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_use_blood_frag_deadlands = LoggedActionUseBloodFragDeadlands.from_dict(data)

            return action_use_blood_frag_deadlands

        action = _parse_action(d.pop("action"))

        logged_action = cls(
            seat=seat,
            action=action,
        )

        logged_action.additional_properties = d
        return logged_action

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
